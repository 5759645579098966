import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { decodeCsvBytes } from '../../api/csvImport/decodeCsvBytes';
import { loadImportContext } from '../../api/csvImport/importContext';
import { matchHeaders, type ColumnTarget, type ImportKind } from '../../api/csvImport/importFields';
import { checkCsvFileSize, parseCsv, type ParsedCsv } from '../../api/csvImport/parseCsv';
import {
  countActions,
  planImport,
  type DuplicatePolicy,
  type ImportContext,
  type PlannedRow,
} from '../../api/csvImport/planImport';
import {
  failedRowsCsv,
  runImport,
  undoImport,
  type ImportOutcome,
  type ImportProgress,
} from '../../api/csvImport/runImport';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { errorMessage } from '../../lib/errorMessage';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ColumnMapping } from './ColumnMapping';
import { DataTransferNav } from './DataTransferNav';
import { downloadText, formatSeconds } from './download';
import { ImportPreview } from './ImportPreview';

const KINDS: { value: ImportKind; label: string }[] = [
  { value: 'companies', label: 'Companies' },
  { value: 'people', label: 'People' },
  { value: 'deals', label: 'Deals' },
  { value: 'todos', label: 'To-dos' },
];

interface Loaded {
  fileName: string;
  encoding: string;
  csv: ParsedCsv;
  context: ImportContext;
}

type Stage =
  | { step: 'choose' }
  | { step: 'map' }
  | { step: 'preview'; plan: PlannedRow[] }
  | { step: 'running'; plan: PlannedRow[] }
  | { step: 'done'; plan: PlannedRow[]; outcome: ImportOutcome };

/**
 * CSV import: choose the kind and the file, check the column mapping, see the dry run (every row as
 * create, update, skip or error, nothing sent), run it with progress and Cancel, then download the
 * failed rows or undo the whole import.
 */
export function ImportPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('companies');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [policy, setPolicy] = useState<DuplicatePolicy>('skip');
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [undoState, setUndoState] = useState<{ running: boolean; message: string | null }>({
    running: false,
    message: null,
  });
  const cancel = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);

  async function chooseFile(file: File | null, forKind = kind) {
    setError(null);
    setLoaded(null);
    setStage({ step: 'choose' });
    setUndoState({ running: false, message: null });
    if (file === null) return;
    try {
      checkCsvFileSize(file.size);
      setBusy('Reading the file…');
      const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      const csv = await parseCsv(text, {
        onProgress: (rows) => setBusy(`Reading the file… ${rows.toLocaleString('en-US')} rows`),
      });
      if (csv.header.length === 0) throw new Error('The file is empty');
      setBusy('Reading the account (existing records, users, SuperTags)…');
      const context = await loadImportContext(client, forKind);
      setLoaded({ fileName: file.name, encoding, csv, context });
      setMapping(matchHeaders(csv.header, forKind, context.superTags));
      setStage({ step: 'map' });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function dryRun() {
    if (loaded === null) return;
    setError(null);
    try {
      setBusy('Checking every row…');
      const plan = await planImport(loaded.csv.rows, mapping, loaded.context, {
        policy,
        onProgress: (n) => setBusy(`Checking every row… ${n.toLocaleString('en-US')}`),
      });
      setStage({ step: 'preview', plan });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function run(plan: PlannedRow[]) {
    if (loaded === null) return;
    const controller = new AbortController();
    cancel.current = controller;
    setStage({ step: 'running', plan });
    setProgress(null);
    const outcome = await runImport(client, plan, {
      kind,
      users: loaded.context.users,
      superTags: loaded.context.superTags,
      signal: controller.signal,
      onProgress: setProgress,
    });
    cancel.current = null;
    setStage({ step: 'done', plan, outcome });
    // Through the cache's rules: imported people also show in deals, affiliations, participants.
    void invalidateCollection(queryClient, kind);
    void invalidateCollection(queryClient, 'tags');
  }

  async function undo(outcome: ImportOutcome) {
    setUndoState({ running: true, message: null });
    const result = await undoImport(client, outcome.undo);
    void invalidateCollection(queryClient, kind);
    const failures =
      result.failures.length === 0
        ? ''
        : ` ${result.failures.length} could not be undone: ${result.failures.slice(0, 5).join('; ')}`;
    setUndoState({
      running: false,
      message: `Import undone: ${result.undone} records put back as they were.${failures}`,
    });
  }

  const plan =
    stage.step === 'preview' || stage.step === 'running' || stage.step === 'done'
      ? stage.plan
      : null;
  const counts = plan === null ? null : countActions(plan);

  return (
    <Stack gap="md">
      <ScreenHeader title="Import CSV" />
      <DataTransferNav />
      <Text>
        Companies, people, deals or to-dos from a CSV file (UTF-8 or Windows-1252; separated by
        commas, semicolons or tabs). Nothing is written before you have seen the dry run.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Records to import"
          data={KINDS}
          value={kind}
          allowDeselect={false}
          disabled={stage.step === 'running'}
          onChange={(value) => {
            const next = value ?? 'companies';
            setKind(next);
            void chooseFile(file, next);
          }}
          w={200}
        />
        <FileInput
          label="CSV file"
          accept=".csv,.tsv,.txt,text/csv"
          value={file}
          disabled={stage.step === 'running'}
          leftSection={<IconFileImport size={16} aria-hidden />}
          onChange={(next) => {
            setFile(next);
            void chooseFile(next);
          }}
          w={320}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
        />
      </Group>
      {busy !== null && (
        <Text role="status" c="dimmed">
          {busy}
        </Text>
      )}
      {error !== null && (
        <Alert color="red" title="The import cannot go on" role="alert">
          {error}
        </Alert>
      )}

      {loaded !== null && stage.step !== 'choose' && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Columns
          </Title>
          <Text size="sm">
            {loaded.fileName}: {loaded.csv.rows.length.toLocaleString('en-US')} rows, read as{' '}
            {loaded.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252'}, separated by{' '}
            {loaded.csv.delimiter === '\t'
              ? 'tabs'
              : loaded.csv.delimiter === ';'
                ? 'semicolons'
                : 'commas'}
            .
          </Text>
          <ColumnMapping
            kind={kind}
            header={loaded.csv.header}
            sample={loaded.csv.rows.slice(0, 5)}
            mapping={mapping}
            superTags={loaded.context.superTags}
            onChange={(next) => {
              setMapping(next);
              if (stage.step === 'preview') setStage({ step: 'map' });
            }}
          />
          <Radio.Group
            label={
              kind === 'people'
                ? 'When a person with the same e-mail (or name) exists'
                : `When a record with the same ${kind === 'companies' ? 'name' : 'title'} exists`
            }
            value={policy}
            onChange={(value) => {
              setPolicy(value);
              if (stage.step === 'preview') setStage({ step: 'map' });
            }}
          >
            <Group mt="xs">
              <Radio
                value="skip"
                label="Skip the row"
                disabled={stage.step === 'running' || stage.step === 'done'}
              />
              <Radio
                value="update"
                label="Update the record"
                disabled={stage.step === 'running' || stage.step === 'done'}
              />
              <Radio
                value="create"
                label="Create another"
                disabled={stage.step === 'running' || stage.step === 'done'}
              />
            </Group>
          </Radio.Group>
          {(stage.step === 'map' || stage.step === 'preview') && (
            <Group>
              <Button
                variant={stage.step === 'map' ? 'filled' : 'default'}
                onClick={() => void dryRun()}
                loading={busy !== null}
              >
                Dry run
              </Button>
            </Group>
          )}
        </Stack>
      )}

      {plan !== null && counts !== null && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Dry run
          </Title>
          <ImportPreview plan={plan} />
          {stage.step === 'preview' && (
            <Group>
              <Button onClick={() => void run(plan)} disabled={counts.create + counts.update === 0}>
                Import {counts.create + counts.update} rows
              </Button>
              {counts.error > 0 && (
                <Text size="sm">Rows with errors are left out (and listed in the report).</Text>
              )}
            </Group>
          )}
        </Stack>
      )}

      {stage.step === 'running' && (
        <Stack gap="xs" aria-label="Import progress" role="group">
          <Title order={2} size="h3">
            Importing
          </Title>
          <Progress
            value={
              progress === null || progress.total === 0 ? 0 : (progress.done / progress.total) * 100
            }
            aria-label="Rows imported"
          />
          <Text size="sm" role="status">
            {progress === null
              ? 'Starting…'
              : `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows · ${progress.rowsPerSecond.toFixed(1)} rows/s · ${
                  progress.secondsLeft === null
                    ? 'time left unknown'
                    : `about ${formatSeconds(progress.secondsLeft)} left`
                }${progress.failed > 0 ? ` · ${progress.failed} failed` : ''}`}
          </Text>
          <Group>
            <Button variant="default" color="red" onClick={() => cancel.current?.abort()}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}

      {stage.step === 'done' && loaded !== null && (
        <ImportReport
          loaded={loaded}
          outcome={stage.outcome}
          undoState={undoState}
          onUndo={() => void undo(stage.outcome)}
        />
      )}
    </Stack>
  );
}

function ImportReport({
  loaded,
  outcome,
  undoState,
  onUndo,
}: {
  loaded: Loaded;
  outcome: ImportOutcome;
  undoState: { running: boolean; message: string | null };
  onUndo: () => void;
}) {
  const count = (status: string) => outcome.results.filter((r) => r.status === status).length;
  const failed = count('failed') + count('invalid');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Report
      </Title>
      <Alert
        color={failed > 0 || outcome.cancelled ? 'yellow' : 'green'}
        title={outcome.cancelled ? 'Import cancelled' : 'Import finished'}
        role="status"
      >
        {count('created')} created, {count('updated')} updated, {count('skipped')} skipped, {failed}{' '}
        failed
        {outcome.cancelled ? `, ${count('not run')} not run` : ''} in{' '}
        {formatSeconds(outcome.seconds)}.
      </Alert>
      <Group>
        {failed > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              downloadText(
                `${loaded.fileName.replace(/\.[^.]*$/, '')}-failed-rows.csv`,
                `\uFEFF${failedRowsCsv(
                  loaded.csv.header,
                  loaded.csv.rows,
                  outcome.results,
                  loaded.csv.delimiter,
                )}`,
                'text/csv;charset=utf-8',
              )
            }
          >
            Download failed rows (CSV)
          </Button>
        )}
        {outcome.undo.length > 0 && undoState.message === null && (
          <Button color="red" variant="filled" onClick={onUndo} loading={undoState.running}>
            Undo this import
          </Button>
        )}
      </Group>
      {undoState.message !== null && (
        <Alert color="blue" role="status">
          {undoState.message}
        </Alert>
      )}
    </Stack>
  );
}
