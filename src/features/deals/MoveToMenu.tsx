import { ActionIcon } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';
import { LazyMenu } from '../../components/lazy/LazyMenu';

export interface MoveToMenuProps {
  label: string;
  current: string;
  statuses: readonly string[];
  onMove: (to: string) => void;
}

/**
 * The pointer-free way to move a card: "Move to…" lists the other columns. The menu's code
 * (floating-ui) loads at the first opening, not with the board.
 */
export function MoveToMenu({ label, current, statuses, onMove }: MoveToMenuProps) {
  const t = useT(dealMessages);
  // The wrapper keeps the dropdown inside a no-drag zone also where it is not portalled (tests).
  return (
    <div data-no-drag>
      <LazyMenu
        position="bottom-end"
        withinPortal
        shadow="md"
        button={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('card.moveTo', { deal: label })}
          >
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Label>{t('card.moveToMenu')}</Menu.Label>
            {statuses
              .filter((status) => status.toLowerCase() !== current.toLowerCase())
              .map((status) => (
                <Menu.Item key={status} onClick={() => onMove(status)}>
                  {stageName(status)}
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        )}
      </LazyMenu>
    </div>
  );
}
