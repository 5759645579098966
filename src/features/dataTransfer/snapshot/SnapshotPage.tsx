import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { exportSnapshot, type SnapshotScope } from '../../api/snapshot/exportSnapshot';
import { RestoreError, emptyReport, type RestoreReport } from '../../api/snapshot/restoreReport';
import { restoreSnapshot } from '../../api/snapshot/restoreSnapshot';
import { decodeSnapshot, encodeSnapshot } from '../../api/snapshot/snapshotDocument';
import { snapshotCounts, type Snapshot } from '../../api/snapshot/snapshotModel';
import { errorMessage } from '../../lib/errorMessage';
import { ScreenHeader } from '../../components/ScreenHeader';
import { DataTransferNav } from './DataTransferNav';
import { RestoreResult } from './RestoreResult';
import { downloadText, today } from './download';
import { forgetJournal, loadJournal, saveJournal, snapshotKey } from './journalStorage';

type ScopeKind = SnapshotScope['kind'];
const SCOPES: { value: ScopeKind; label: string }[] = [
  { value: 'account', label: 'The whole account' },
  { value: 'companies', label: 'Companies matching' },
  { value: 'people', label: 'People matching' },
  { value: 'deals', label: 'Deals matching' },
];

/** The scope from the URL (`/snapshot?scope=companies&name=Acme&tag=vip`): list screens link here with their filters. */
function scopeFrom(params: URLSearchParams): {
  kind: ScopeKind;
  name: string;
  tag: string;
  status: string;
} {
  const kind = params.get('scope');
  return {
    kind: kind === 'companies' || kind === 'people' || kind === 'deals' ? kind : 'account',
    name: params.get('name') ?? params.get('title') ?? '',
    tag: params.get('tag') ?? '',
    status: params.get('status') ?? '',
  };
}

function buildScope(kind: ScopeKind, name: string, tag: string, status: string): SnapshotScope {
  const clean = (v: string) => (v.trim() === '' ? undefined : v.trim());
  if (kind === 'companies') return { kind, search: { name: clean(name), tag: clean(tag) } };
  if (kind === 'people') return { kind, search: { name: clean(name), tag: clean(tag) } };
  if (kind === 'deals')
    return { kind, search: { title: clean(name), tag: clean(tag), status: clean(status) } };
  return { kind: 'account' };
}

const countsText = (snapshot: Snapshot) =>
  Object.entries(snapshotCounts(snapshot))
    .map(([kind, n]) => `${n} ${kind === 'todos' ? 'to-dos' : kind}`)
    .join(', ');

/**
 * Snapshot and restore: the whole account (or a list's records) as one XML document, and a
 * snapshot restored into this account with a dry run first. A restore that stops keeps its journal
 * in this browser; running it again carries on without duplicating.
 */
export function SnapshotPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initial = scopeFrom(params);
  const [scopeKind, setScopeKind] = useState<ScopeKind>(initial.kind);
  const [name, setName] = useState(initial.name);
  const [tag, setTag] = useState(initial.tag);
  const [status, setStatus] = useState(initial.status);
  const [exporting, setExporting] = useState<number | null>(null);
  const [exportMessage, setExportMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const [file, setFile] = useState<File | null>(null);
  const [snapshot, setSnapshot] = useState<{ value: Snapshot; key: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ report: RestoreReport; error: string | null } | null>(
    null,
  );
  const [journalCount, setJournalCount] = useState(0);
  const stop = useRef<AbortController | null>(null);

  async function runExport() {
    setExportMessage(null);
    setExporting(0);
    try {
      const taken = await exportSnapshot(client, {
        scope: buildScope(scopeKind, name, tag, status),
        onProgress: (p) => setExporting(p.records),
      });
      downloadText(`snapshot-${today()}.xml`, encodeSnapshot(taken), 'application/xml');
      setExportMessage({ ok: true, text: `Snapshot saved: ${countsText(taken)}.` });
    } catch (e) {
      setExportMessage({ ok: false, text: errorMessage(e) });
    } finally {
      setExporting(null);
    }
  }

  async function chooseSnapshot(next: File | null) {
    setFile(next);
    setSnapshot(null);
    setReadError(null);
    setResult(null);
    if (next === null) return;
    try {
      const text = await next.text();
      const value = decodeSnapshot(text);
      const key = snapshotKey(text);
      setSnapshot({ value, key });
      setJournalCount(Object.keys(loadJournal(key)?.ids ?? {}).length);
    } catch (e) {
      setReadError(errorMessage(e));
    }
  }

  async function runRestore(dryRun: boolean) {
    if (snapshot === null) return;
    const controller = new AbortController();
    stop.current = controller;
    setResult(null);
    setRestoring({ done: 0, total: 0 });
    const journal = loadJournal(snapshot.key) ?? {
      version: 1 as const,
      target: client.baseUrl,
      ids: {},
      done: {},
    };
    // Saved at most twice a second while running, and once at the end whatever happened.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const persist = () => {
      timer ??= setTimeout(() => {
        timer = null;
        saveJournal(snapshot.key, journal);
      }, 500);
    };
    try {
      const report = await restoreSnapshot(client, snapshot.value, {
        journal,
        dryRun,
        signal: controller.signal,
        onJournal: persist,
        onProgress: (p) => setRestoring({ done: p.done, total: p.total }),
      });
      setResult({ report, error: null });
    } catch (e) {
      if (e instanceof RestoreError) setResult({ report: e.report, error: e.message });
      else setResult({ report: emptyReport(dryRun), error: errorMessage(e) });
    } finally {
      if (timer !== null) clearTimeout(timer);
      if (!dryRun) saveJournal(snapshot.key, journal);
      stop.current = null;
      setRestoring(null);
      setJournalCount(Object.keys(loadJournal(snapshot.key)?.ids ?? {}).length);
      if (!dryRun) void queryClient.invalidateQueries();
    }
  }

  const journal = snapshot === null ? null : loadJournal(snapshot.key);

  return (
    <Stack gap="md">
      <ScreenHeader title="Snapshot and restore" />
      <DataTransferNav />

      <Title order={2} size="h3">
        Export a snapshot
      </Title>
      <Text>
        One XML file with the records, their tags, SuperTag values, locations, comments,
        participants and every link between them.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="What to export"
          data={SCOPES}
          value={scopeKind}
          allowDeselect={false}
          onChange={(v) => setScopeKind(v ?? 'account')}
          w={220}
        />
        {scopeKind !== 'account' && (
          <>
            <TextInput
              label={scopeKind === 'deals' ? 'Title contains' : 'Name contains'}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={200}
            />
            <TextInput
              label="Tag"
              value={tag}
              onChange={(e) => setTag(e.currentTarget.value)}
              w={160}
            />
            {scopeKind === 'deals' && (
              <TextInput
                label="Status"
                value={status}
                onChange={(e) => setStatus(e.currentTarget.value)}
                w={140}
              />
            )}
          </>
        )}
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          onClick={() => void runExport()}
          loading={exporting !== null}
        >
          Export snapshot
        </Button>
      </Group>
      {exporting !== null && (
        <Text role="status" c="dimmed">
          Reading… {exporting.toLocaleString('en-US')} records so far
        </Text>
      )}
      {exportMessage !== null && (
        <Alert
          color={exportMessage.ok ? 'green' : 'red'}
          role={exportMessage.ok ? 'status' : 'alert'}
        >
          {exportMessage.text}
        </Alert>
      )}

      <Title order={2} size="h3">
        Restore a snapshot into this account
      </Title>
      <Text>
        Records are created anew and every link is pointed at the restored records. Try a dry run
        first: it writes nothing.
      </Text>
      <FileInput
        label="Snapshot file"
        accept=".xml,application/xml,text/xml"
        value={file}
        onChange={(next) => void chooseSnapshot(next)}
        leftSection={<IconFileImport size={16} aria-hidden />}
        w={360}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        disabled={restoring !== null}
      />
      {readError !== null && (
        <Alert color="red" title="This file cannot be restored (nothing was written)" role="alert">
          {readError}
        </Alert>
      )}
      {snapshot !== null && (
        <Stack gap="xs">
          <Text size="sm">
            Snapshot of {snapshot.value.scope === 'account' ? 'an account' : snapshot.value.scope}{' '}
            taken {snapshot.value.exportedAt.replace('T', ' ').slice(0, 16)} UTC:{' '}
            {countsText(snapshot.value)}.
          </Text>
          {journalCount > 0 && journal !== null && (
            <Alert color="blue" title="A restore of this file was run before" role="status">
              <Text size="sm">
                {journalCount} records were restored by it. Restoring again carries on: records that
                still exist are not created twice.
              </Text>
              <Group mt="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() =>
                    downloadText(
                      `restore-journal-${today()}.json`,
                      JSON.stringify(journal, null, 1),
                      'application/json',
                    )
                  }
                >
                  Download the journal
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    forgetJournal(snapshot.key);
                    setJournalCount(0);
                  }}
                >
                  Forget it (restore everything again)
                </Button>
              </Group>
            </Alert>
          )}
          <Group>
            <Button
              variant="default"
              onClick={() => void runRestore(true)}
              disabled={restoring !== null}
            >
              Dry run
            </Button>
            <Button onClick={() => void runRestore(false)} disabled={restoring !== null}>
              Restore
            </Button>
            {restoring !== null && (
              <Button variant="default" color="red" onClick={() => stop.current?.abort()}>
                Cancel
              </Button>
            )}
          </Group>
          {restoring !== null && (
            <Stack gap={4}>
              <Progress
                value={restoring.total === 0 ? 0 : (restoring.done / restoring.total) * 100}
                aria-label="Records restored"
              />
              <Text size="sm" role="status">
                {restoring.done} of {restoring.total} records
              </Text>
            </Stack>
          )}
          {result !== null && <RestoreResult report={result.report} error={result.error} />}
        </Stack>
      )}
    </Stack>
  );
}
