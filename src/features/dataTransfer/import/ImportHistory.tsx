import { useSyncExternalStore } from 'react';
import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatDateTime } from '#lib/formatDate';
import { useT } from '#i18n/useT';
import { importHistory, subscribeHistory, type ImportRecord } from './importHistory';
import { ImportReport } from './ImportReport';
import { undoRecordedImport, useImportState } from './runningImport';
import { importMessages } from './messages';

export function useImportHistory(account: string): readonly ImportRecord[] {
  return useSyncExternalStore(subscribeHistory, () => importHistory(account));
}

/** The report and Undo of an import (the one that just ended, or one of the history). */
export function RecordedImport({ account, record }: { account: string; record: ImportRecord }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { undoing } = useImportState();
  return (
    <ImportReport
      record={record}
      undoing={undoing.has(record.id)}
      onUndo={() => void undoRecordedImport(client, queryClient, account, record)}
    />
  );
}

/** The imports run in this browser for this account, newest first, each with its report and Undo. */
export function ImportHistory({
  account,
  records,
}: {
  account: string;
  records: readonly ImportRecord[];
}) {
  // The import that ended last in this tab is shown open: a user who left during it finds its report.
  const t = useT(importMessages);
  const { finishedId } = useImportState();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('history.title')}
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.none')}
        </Text>
      ) : (
        <Accordion
          style={BREAK_ANYWHERE}
          variant="separated"
          aria-label={t('history.label')}
          defaultValue={finishedId ?? undefined}
        >
          {records.map((record) => (
            <Accordion.Item key={record.id} value={record.id}>
              <Accordion.Control>
                {t(record.undone === null ? 'history.entry' : 'history.entryUndone', {
                  file: record.fileName,
                  kind: t(`history.kind.${record.kind}`),
                  date: formatDateTime(record.startedAt),
                })}
              </Accordion.Control>
              <Accordion.Panel>
                <RecordedImport account={account} record={record} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
