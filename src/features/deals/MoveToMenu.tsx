import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';

export interface MoveToMenuProps {
  label: string;
  current: string;
  statuses: readonly string[];
  onMove: (to: string) => void;
}

/** The pointer-free way to move a card: "Move to…" lists the other columns. */
export function MoveToMenu({ label, current, statuses, onMove }: MoveToMenuProps) {
  // The wrapper keeps the dropdown inside a no-drag zone also where it is not portalled (tests).
  return (
    <div data-no-drag>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Move “${label}” to…`}>
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Move to…</Menu.Label>
          {statuses
            .filter((status) => status.toLowerCase() !== current.toLowerCase())
            .map((status) => (
              <Menu.Item key={status} onClick={() => onMove(status)}>
                {status}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
