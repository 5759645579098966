import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createApiClient, type ApiClient } from '../../src/api/client/client';
import { exportSnapshot } from '#transfer/snapshot/exportSnapshot';
import { emptyJournal, parseJournal, type RestoreJournal } from '#transfer/snapshot/restoreJournal';
import { openAccountRestore, type AccountRestore } from '#transfer/snapshot/accountRestore';
import {
  describeGroups,
  describeWritten,
  RestoreError,
  type RestoreReport,
} from '#transfer/snapshot/restoreReport';
import { restoreSnapshot } from '#transfer/snapshot/restoreSnapshot';
import {
  decodeSnapshot,
  encodeSnapshot,
  SnapshotFormatError,
} from '#transfer/snapshot/snapshotDocument';
import { snapshotId } from '#transfer/snapshot/snapshotDigest';
import { snapshotCounts } from '#transfer/snapshot/snapshotModel';
import { progressBar } from './progressBar';

/**
 * `npm run snapshot -- export --base-url URL --token TOKEN --out FILE`
 * `npm run snapshot -- restore --base-url URL --token TOKEN --in FILE [--dry-run]`
 *
 * Talks to the API directly (our service or a classic one) with `Authorization: Basic
 * base64(token:x)`; the snapshot logic is the console's own React-free engine
 * (src/features/dataTransfer/engine/snapshot, `#transfer/snapshot/…`). Into our service, a
 * restore's id map is kept by the target account (`/service/account/restores`), shared with the
 * console: run again from anywhere, it creates nothing twice. Against a classic server it keeps
 * `FILE.journal.json` (old id → new id) so running it again after a stop writes only the rest.
 * A record the service refuses (a value over its limits: found by the dry run too) is left out and
 * reported under its cause; the rest goes on.
 * Exit status: 0 done (every record restored), 1 failed or stopped (what was written is said),
 * 3 done, but some records or parts were refused (listed), 2 wrong usage.
 */

const USAGE = `Usage:
  npm run snapshot -- export  --base-url URL --token TOKEN --out FILE
  npm run snapshot -- restore --base-url URL --token TOKEN --in FILE [--dry-run]

  --base-url   the account's {base_url} (http://127.0.0.1:8081), with or without /service
  --token      the account's API token (sent as Basic token:x)
  --dry-run    restore: read the target and report what would be created and what cannot be; write nothing
  Into our service the target account keeps what a restore created (shared with the console);
  against a classic server a restore keeps FILE.journal.json. Either way, run the same command
  again after a stop to carry on: nothing is created twice.`;

class UsageError extends Error {}

function clientFor(baseUrl: string, token: string): ApiClient {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError(`--base-url must be an http(s) address, not "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--base-url must be an http(s) address, not "${baseUrl}"`);
  const base = url
    .toString()
    .replace(/\/+$/, '')
    .replace(/\/service$/, '');
  return createApiClient({
    baseUrl: `${base}/service`,
    headers: { authorization: `Basic ${Buffer.from(`${token}:x`).toString('base64')}` },
  });
}

async function saveJournal(path: string, journal: RestoreJournal): Promise<void> {
  // Written aside and renamed: a kill mid-write never leaves half a journal.
  await writeFile(`${path}.tmp`, JSON.stringify(journal));
  await rename(`${path}.tmp`, path);
}

async function runExport(client: ApiClient, out: string): Promise<void> {
  const bar = progressBar(process.stderr);
  const snapshot = await exportSnapshot(client, {
    onProgress: (p) => bar.update(p.records, 0, `records read (${p.phase})`),
  });
  bar.finish();
  await writeFile(out, encodeSnapshot(snapshot));
  const counts = snapshotCounts(snapshot);
  console.log(
    `Exported ${Object.entries(counts)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')} to ${out}`,
  );
}

/** What was restored without a part, then what the service refused, grouped by cause. */
function printReport(report: RestoreReport): void {
  for (const line of describeGroups(report.problems)) console.log(`  restored without: ${line}`);
  for (const line of describeGroups(report.failures)) console.log(`  refused: ${line}`);
}

/** Resolves with the exit status: 0 all restored, 3 some records or parts refused (listed). */
async function runRestore(client: ApiClient, input: string, dryRun: boolean): Promise<number> {
  // The whole file is read and checked before anything is written.
  const text = await readFile(input, 'utf8');
  const snapshot = decodeSnapshot(text);
  const account: AccountRestore | null = await openAccountRestore(client, snapshotId(text));
  const journalPath = `${input}.journal.json`;
  let journal = account?.journal ?? emptyJournal(client.baseUrl);
  if (account !== null) {
    const known = Object.keys(account.journal.ids).length;
    console.log(
      `The target account keeps this restore's id map${known > 0 ? ` (${known} records restored earlier)` : ''}`,
    );
  } else if (existsSync(journalPath)) {
    journal = parseJournal(await readFile(journalPath, 'utf8'));
    if (journal.target !== client.baseUrl) {
      throw new UsageError(
        `${journalPath} belongs to a restore into ${journal.target}, not ${client.baseUrl}: move it away to restore into another account`,
      );
    }
    console.log(
      `Carrying on from ${journalPath} (${Object.keys(journal.ids).length} records restored earlier)`,
    );
  }
  let saving: Promise<void> = Promise.resolve();
  let pending = false;
  const persist = () => {
    if (dryRun || pending || account !== null) return;
    pending = true;
    saving = saving.then(async () => {
      pending = false;
      await saveJournal(journalPath, journal);
    });
  };
  const bar = progressBar(process.stderr);
  // Ctrl+C stops cleanly: requests in flight finish, the journal is saved, the report says what was written.
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const report = await restoreSnapshot(client, snapshot, {
      journal,
      dryRun,
      signal: stop.signal,
      onJournal: persist,
      account: account ?? undefined,
      onProgress: (p) => bar.update(p.done, p.total, p.kind),
    });
    bar.finish();
    await saving;
    printReport(report);
    const reused = Object.values(report.alreadyRestored).reduce((a, b) => a + b, 0);
    console.log(
      `${dryRun ? 'Dry run, nothing written. ' : ''}${describeWritten(report)}${reused > 0 ? ` ${reused} records were restored by an earlier run.` : ''}`,
    );
    if (!dryRun && account === null)
      console.log(`Journal: ${journalPath} (the target is a classic server: it cannot keep one)`);
    return report.failures.length > 0 ? 3 : 0;
  } catch (error) {
    bar.finish();
    await saving;
    if (error instanceof RestoreError) {
      if (!dryRun && account === null) await saveJournal(journalPath, journal);
      printReport(error.report);
    }
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

export async function main(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        out: { type: 'string' },
        in: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const [command] = positionals;
    if (command !== 'export' && command !== 'restore')
      throw new UsageError(
        command === undefined ? 'Say export or restore' : `Unknown command "${command}"`,
      );
    if (values['base-url'] === undefined || values.token === undefined)
      throw new UsageError('--base-url and --token are required');
    const client = clientFor(values['base-url'], values.token);
    if (command === 'export') {
      if (values.out === undefined) throw new UsageError('export needs --out FILE');
      await runExport(client, values.out);
    } else {
      if (values.in === undefined) throw new UsageError('restore needs --in FILE');
      return await runRestore(client, values.in, values['dry-run']);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof SnapshotFormatError)
      console.error(`Refused, nothing written: ${error.message}`);
    else if (error instanceof RestoreError)
      console.error(
        `${error.message}\nRun the same command again to carry on; the journal holds what was written.`,
      );
    else console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
