import { Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MissingParts, showUndoNotification, type UndoOutcome } from '#components/undoNotification';
import { formatNumber } from '#lib/formatNumber';
import { undoMessages } from './messages';
import type { RestoreAttempt, RestoredRecord } from './undoOutcome';

export interface UndoDeleteOptions {
  /** "Company “Acme”". */
  what: string;
  /**
   * Re-creates the deleted record by new requests. Resolves with the new id and what did not
   * come back; rejects only when the record could not be created at all.
   */
  restore: () => Promise<RestoredRecord>;
  /** Opens the restored record (a router navigation captured by the caller). */
  openRestored: (id: number) => void;
}

/**
 * After a company or person was deleted: Undo sends new create requests, so the record comes back
 * under a new id, and the notification says so with a button that opens it.
 */
export function showUndoDelete({ what, restore, openRestored }: UndoDeleteOptions): void {
  const { t } = undoMessages;
  showUndoNotification({
    title: t('toast.deleted', { what }),
    offer: t('toast.offer'),
    restoringTitle: t('toast.restoring', { what }),
    failedTitle: t('toast.failed', { what }),
    undo: async (notificationId): Promise<UndoOutcome> => {
      const restored = await restore();
      const whole = restored.missing.length === 0;
      return {
        color: whole ? 'green' : 'yellow',
        title: whole ? t('toast.restored', { what }) : t('toast.restoredPartly', { what }),
        message: (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t('toast.newRecord', { id: restored.id })}</Text>
              <Button
                size="xs"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  notifications.hide(notificationId);
                  openRestored(restored.id);
                }}
              >
                {t('toast.open')}
              </Button>
            </Group>
            <MissingParts intro={t('toast.missingIntro')} lines={restored.missing} />
          </Stack>
        ),
      };
    },
  });
}

export interface UndoBulkDeleteOptions {
  /** "3 companies". */
  what: string;
  /** Re-creates every deleted record by new requests, going on after a failure; one attempt per record, in order. */
  restore: () => Promise<RestoreAttempt[]>;
}

/** After a bulk delete went through: Undo re-creates all of them (under new ids, which it lists). */
export function showUndoBulkDelete({ what, restore }: UndoBulkDeleteOptions): void {
  const { t } = undoMessages;
  showUndoNotification({
    title: t('toast.deleted', { what }),
    offer: t('bulk.offer'),
    restoringTitle: t('toast.restoring', { what }),
    restoringMessage: t('bulk.restoringMessage'),
    failedTitle: t('bulk.failed', { what }),
    undo: async () => bulkOutcome(what, await restore()),
  });
}

function bulkOutcome(what: string, attempts: readonly RestoreAttempt[]): UndoOutcome {
  const { t } = undoMessages;
  const restored = attempts.flatMap((attempt) =>
    'restored' in attempt ? [attempt.restored.id] : [],
  );
  const problems = attempts.flatMap((attempt) => {
    if (!('restored' in attempt))
      return [t('bulk.notRestored', { what: attempt.what, failure: attempt.failure })];
    const { id: newId, missing } = attempt.restored;
    return missing.length === 0
      ? []
      : [t('bulk.withoutParts', { what: attempt.what, id: newId, missing: missing.join('; ') })];
  });
  const whole = problems.length === 0;
  return {
    color: whole ? 'green' : restored.length === 0 ? 'red' : 'yellow',
    title: whole
      ? t('toast.restored', { what })
      : restored.length === attempts.length
        ? t('bulk.restoredPartly', { what })
        : t('bulk.restoredSome', { what, restored: formatNumber(restored.length) }),
    message: (
      <Stack gap={4}>
        {restored.length > 0 && (
          <Text size="sm">{t('bulk.newRecords', { ids: restored.join(', ') })}</Text>
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
  };
}
