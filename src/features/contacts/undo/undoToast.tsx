import { Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#lib/errorMessage';
import type { RestoreAttempt, RestoredRecord } from './undoOutcome';

export interface UndoDeleteOptions {
  /** "Company “Acme”". */
  what: string;
  /**
   * Re-creates the deleted record by new requests (the delete already happened on the server:
   * nothing waits for the toast, so closing the tab loses nothing). Resolves with the new id and
   * what did not come back; rejects only when the record could not be created at all.
   */
  restore: () => Promise<RestoredRecord>;
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
        <Button
          size="xs"
          variant="light"
          onClick={() => void runUndo(id, what, restore, openRestored)}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

async function runUndo(
  id: string,
  what: string,
  restore: () => Promise<RestoredRecord>,
  openRestored: (id: number) => void,
) {
  notifications.update({
    id,
    loading: true,
    autoClose: false,
    title: `Restoring ${what}…`,
    message: 'Creating it again.',
  });
  let restored: RestoredRecord;
  try {
    restored = await restore();
  } catch (error) {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      autoClose: false,
      title: `${what} was not restored`,
      message: errorMessage(error),
    });
    return;
  }
  const whole = restored.missing.length === 0;
  notifications.update({
    id,
    loading: false,
    color: whole ? 'green' : 'yellow',
    // What did not come back stays on screen until read.
    autoClose: whole ? UNDO_WINDOW_MS : false,
    title: whole ? `${what} restored` : `${what} restored, but not all of it`,
    message: (
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">It is a new record with id {restored.id}.</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              openRestored(restored.id);
            }}
          >
            Open
          </Button>
        </Group>
        <MissingList missing={restored.missing} />
      </Stack>
    ),
  });
}

/** "Did not come back:" and one item per missing part; nothing when all came back. */
function MissingList({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <>
      <Text size="sm">Did not come back:</Text>
      <List size="sm" spacing={2}>
        {missing.map((line, index) => (
          <List.Item key={`${index}-${line}`}>{line}</List.Item>
        ))}
      </List>
    </>
  );
}

export interface UndoBulkDeleteOptions {
  /** "3 companies". */
  what: string;
  /** Re-creates every deleted record by new requests, going on after a failure; one attempt per record, in order. */
  restore: () => Promise<RestoreAttempt[]>;
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
        <Button size="xs" variant="light" onClick={() => void runBulkUndo(id, what, restore)}>
          Undo
        </Button>
      </Group>
    ),
  });
}

async function runBulkUndo(id: string, what: string, restore: () => Promise<RestoreAttempt[]>) {
  notifications.update({
    id,
    loading: true,
    autoClose: false,
    title: `Restoring ${what}…`,
    message: 'Creating them again.',
  });
  let attempts: RestoreAttempt[];
  try {
    attempts = await restore();
  } catch (error) {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      autoClose: false,
      title: `${what} were not restored`,
      message: errorMessage(error),
    });
    return;
  }
  const restored = attempts.flatMap((attempt) =>
    'restored' in attempt ? [attempt.restored.id] : [],
  );
  const problems = attempts.flatMap((attempt) => {
    if (!('restored' in attempt)) return [`${attempt.what}: not restored (${attempt.failure})`];
    const { id: newId, missing } = attempt.restored;
    return missing.length === 0
      ? []
      : [`${attempt.what}, new id ${newId}, without: ${missing.join('; ')}`];
  });
  const whole = problems.length === 0;
  notifications.update({
    id,
    loading: false,
    color: whole ? 'green' : restored.length === 0 ? 'red' : 'yellow',
    autoClose: whole ? UNDO_WINDOW_MS : false,
    title: whole
      ? `${what} restored`
      : restored.length === attempts.length
        ? `${what} restored, but not all of them whole`
        : `${restored.length} of ${what} restored`,
    message: (
      <Stack gap={4}>
        {restored.length > 0 && (
          <Text size="sm">They are new records with ids {restored.join(', ')}.</Text>
        )}
        {!whole && (
          <List size="sm" spacing={2}>
            {problems.map((line, index) => (
              <List.Item key={`${index}-${line}`}>{line}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    ),
  });
}
