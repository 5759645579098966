import { cloneElement, memo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useOnDemand } from '../../components/lazy/useOnDemand';
// Icons no other screen uses: a shared one becomes its own chunk, one more name in the console's
// first JavaScript (the list of what each screen preloads).
import { IconLayoutColumns } from '@tabler/icons-react';
import type { ColumnChoice } from './useColumnPreferences';
import classes from './ColumnsMenu.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';

// The popover (floating-ui) loads at the first opening, not with the board.
const loadPopover = async () => (await import('./columnsPopover')).Popover;

/**
 * "Columns" above the board: each of the account's stages with a show/hide checkbox (hiding is
 * this user's own; the order is the account's, set in Deal stages), and "Show all". All of it
 * works with the keyboard (Tab, Space, Escape closes); each change is announced.
 */
export const ColumnsMenu = memo(function ColumnsMenu({ choice }: { choice: ColumnChoice }) {
  const t = useT(dealMessages);
  const { columns } = choice;
  const [message, setMessage] = useState('');
  const shownCount = columns.filter((column) => column.shown).length;
  const hiddenCount = columns.length - shownCount;

  const show = (status: string, shown: boolean) => {
    choice.setShown(status, shown);
    setMessage(t(shown ? 'columns.shown' : 'columns.hiddenOne', { status: stageName(status) }));
  };
  const reset = () => {
    choice.reset();
    setMessage(t('columns.wasReset'));
  };

  const { loaded: Popover, opened, setOpened, targetRef, request } = useOnDemand(loadPopover);
  const button = (
    <Button
      variant="default"
      size="xs"
      // What Popover.Target says once loaded (it sets both then): a button that opens a dialog.
      aria-haspopup="dialog"
      aria-expanded={false}
      leftSection={<IconLayoutColumns size={16} aria-hidden />}
      rightSection={
        hiddenCount > 0 ? (
          <Badge size="sm" variant="light" color="gray">
            {t('columns.hidden', { count: hiddenCount })}
          </Badge>
        ) : undefined
      }
    >
      {t('columns.button')}
    </Button>
  );
  if (Popover === null)
    return <Group justify="flex-end">{cloneElement(button, { onClick: request })}</Group>;
  return (
    <Group justify="flex-end">
      <Popover
        position="bottom-end"
        shadow="md"
        width={300}
        trapFocus
        returnFocus
        withinPortal
        opened={opened}
        onChange={setOpened}
      >
        <Popover.Target>{cloneElement(button, { ref: targetRef })}</Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('columns.intro')}
            </Text>
            <ul className={classes.list} aria-label={t('columns.list')}>
              {columns.map((column) => (
                <li key={column.status} className={classes.row}>
                  <Checkbox
                    label={stageName(column.status)}
                    checked={column.shown}
                    disabled={column.shown && shownCount === 1}
                    onChange={(event) => show(column.status, event.currentTarget.checked)}
                    className={classes.name}
                  />
                </li>
              ))}
            </ul>
            <Button variant="light" size="xs" onClick={reset} disabled={hiddenCount === 0}>
              {t('columns.reset')}
            </Button>
            <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="columns-announcer">
              {message}
            </VisuallyHidden>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
});
