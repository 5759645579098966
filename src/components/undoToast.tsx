import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from './errorMessage';

export interface UndoDeleteOptions {
  /** "Company “Acme”". */
  what: string;
  /**
   * Re-creates the deleted record by new requests (the delete already happened on the server:
   * nothing waits for the toast, so closing the tab loses nothing). Resolves with the new id.
   */
  restore: () => Promise<number>;
  /** Opens the restored record (a router navigation captured by the caller). */
  openRestored: (id: number) => void;
}

/** How long the Undo button stays offered. */
export const UNDO_WINDOW_MS = 15_000;

/**
 * After a delete has gone through: a notification with an Undo button. Undo sends new create
 * requests, so the record comes back under a new id, and the toast says so.
 */
export function showUndoDelete({ what, restore, openRestored }: UndoDeleteOptions): void {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    autoClose: UNDO_WINDOW_MS,
    title: `${what} deleted`,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Undo brings it back as a new record.</Text>
        <Button size="xs" variant="light" onClick={() => void runUndo(id, what, restore, openRestored)}>
          Undo
        </Button>
      </Group>
    ),
  });
}

async function runUndo(id: string, what: string, restore: () => Promise<number>, openRestored: (id: number) => void) {
  notifications.update({ id, loading: true, autoClose: false, title: `Restoring ${what}…`, message: 'Creating it again.' });
  try {
    const newId = await restore();
    notifications.update({
      id,
      loading: false,
      color: 'green',
      autoClose: UNDO_WINDOW_MS,
      title: `${what} restored`,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">It is a new record with id {newId}.</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              openRestored(newId);
            }}
          >
            Open
          </Button>
        </Group>
      ),
    });
  } catch (error) {
    notifications.update({ id, loading: false, color: 'red', autoClose: false, title: `${what} was not restored`, message: errorMessage(error) });
  }
}

export interface UndoBulkDeleteOptions {
  /** "3 companies". */
  what: string;
  /** Re-creates every deleted record by new requests; resolves with the new ids. */
  restore: () => Promise<number[]>;
}

/** After a bulk delete went through: Undo re-creates all of them (under new ids, which the toast lists). */
export function showUndoBulkDelete({ what, restore }: UndoBulkDeleteOptions): void {
  const id = `undo-bulk-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    autoClose: UNDO_WINDOW_MS,
    title: `${what} deleted`,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Undo brings them back as new records.</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.update({ id, loading: true, autoClose: false, title: `Restoring ${what}…`, message: 'Creating them again.' });
            restore().then(
              (newIds) =>
                notifications.update({
                  id,
                  loading: false,
                  color: 'green',
                  autoClose: UNDO_WINDOW_MS,
                  title: `${what} restored`,
                  message: `They are new records with ids ${newIds.join(', ')}.`,
                }),
              (error: unknown) => notifications.update({ id, loading: false, color: 'red', autoClose: false, title: `${what} were not all restored`, message: errorMessage(error) }),
            );
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
