import { useLayoutEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Popover,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
// Icons no other screen uses: a shared one becomes its own chunk, one more name in the console's
// first JavaScript (the list of what each screen preloads).
import { IconArrowNarrowLeft, IconArrowNarrowRight, IconLayoutColumns } from '@tabler/icons-react';
import type { ColumnChoice } from './useColumnPreferences';
import classes from './ColumnsMenu.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

type Step = -1 | 1;

/**
 * "Columns" above the board: each status with a show/hide checkbox and "Move left/right" buttons,
 * and "Reset to default". All of it works with the keyboard (Tab, Space, Escape closes); each
 * change is announced, and a moved column's button keeps the focus.
 */
export function ColumnsMenu({ choice }: { choice: ColumnChoice }) {
  const t = useT(dealMessages);
  const { columns } = choice;
  const [message, setMessage] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The button to focus once the moved column is drawn in its new place. */
  const focusAfterMove = useRef<{ status: string; step: Step } | null>(null);
  const shownCount = columns.filter((column) => column.shown).length;
  const hiddenCount = columns.length - shownCount;

  // React moves the row's elements, which drops the focus: give it back to the same button, or to
  // the other one when the column reached an edge (that button is disabled now).
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (wanted === null) return;
    focusAfterMove.current = null;
    const same = moveButtons.current.get(`${wanted.status}:${wanted.step}`);
    const other = moveButtons.current.get(`${wanted.status}:${-wanted.step}`);
    (same !== undefined && !same.disabled ? same : other)?.focus();
  }, [columns]);

  const move = (status: string, step: Step) => {
    const from = columns.findIndex((column) => column.status === status);
    focusAfterMove.current = { status, step };
    choice.move(status, step);
    setMessage(t('columns.moved', { status, position: from + step + 1, count: columns.length }));
  };
  const show = (status: string, shown: boolean) => {
    choice.setShown(status, shown);
    setMessage(t(shown ? 'columns.shown' : 'columns.hiddenOne', { status }));
  };
  const reset = () => {
    choice.reset();
    setMessage(t('columns.wasReset'));
  };

  return (
    <Group justify="flex-end">
      <Popover position="bottom-end" shadow="md" width={300} trapFocus returnFocus withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
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
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('columns.intro')}
            </Text>
            <ul className={classes.list} aria-label={t('columns.list')}>
              {columns.map((column, index) => (
                <li key={column.status} className={classes.row}>
                  <Checkbox
                    label={column.status}
                    checked={column.shown}
                    disabled={column.shown && shownCount === 1}
                    onChange={(event) => show(column.status, event.currentTarget.checked)}
                    className={classes.name}
                  />
                  {([-1, 1] as const).map((step) => (
                    <ActionIcon
                      key={step}
                      ref={(button: HTMLButtonElement | null) => {
                        const key = `${column.status}:${step}`;
                        if (button === null) moveButtons.current.delete(key);
                        else moveButtons.current.set(key, button);
                      }}
                      variant="subtle"
                      color="gray"
                      aria-label={t(step < 0 ? 'columns.moveLeft' : 'columns.moveRight', {
                        status: column.status,
                      })}
                      disabled={step < 0 ? index === 0 : index === columns.length - 1}
                      onClick={() => move(column.status, step)}
                    >
                      {step < 0 ? (
                        <IconArrowNarrowLeft size={16} aria-hidden />
                      ) : (
                        <IconArrowNarrowRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  ))}
                </li>
              ))}
            </ul>
            <Button variant="light" size="xs" onClick={reset}>
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
}
