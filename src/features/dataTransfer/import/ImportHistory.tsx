import { useSyncExternalStore } from 'react';
import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatDateTime } from '#lib/formatDate';
import { importHistory, subscribeHistory, type ImportRecord } from './importHistory';
import { ImportReport } from './ImportReport';
import { undoRecordedImport, useImportState } from './runningImport';

const KIND_NAMES = { companies: 'companies', people: 'people', deals: 'deals', todos: 'to-dos' };

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
  const { finishedId } = useImportState();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Import history
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          No import was run in this browser for this account yet.
        </Text>
      ) : (
        <Accordion
          style={BREAK_ANYWHERE}
          variant="separated"
          aria-label="Import history"
          defaultValue={finishedId ?? undefined}
        >
          {records.map((record) => (
            <Accordion.Item key={record.id} value={record.id}>
              <Accordion.Control>
                {record.fileName} · {KIND_NAMES[record.kind]} · {formatDateTime(record.startedAt)}
                {record.undone !== null ? ' · undone' : ''}
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
