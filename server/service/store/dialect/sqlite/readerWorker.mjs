// A reader thread of the SQLite store (readerPool.ts): its own read-only connection to the store's
// file (WAL: readers see the last commit and never block the writer). It runs the statements posted
// to it one at a time and answers each with its rows or its error; a read's statements share one
// snapshot (BEGIN with its first, COMMIT at its end). Plain JavaScript, so that the
// thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { registerStoreFunctions } from './storeFunctions.mjs';

/** Prepared statements kept; bounded because IN-lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 512;
const OVER_BUDGET = 'CRM_OVER_BUDGET';

const db = new BetterSqlite3(workerData.filename, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
/** The deadline of the statement running now (`Date.now()` ms), posted with it. */
let deadline;
const overBudget = () =>
  Object.assign(new Error('The request ran past its time budget'), { code: OVER_BUDGET });
registerStoreFunctions(db, () => deadline, overBudget);

const statements = new Map();
function statement(sql) {
  const cached = statements.get(sql);
  if (cached !== undefined) return cached;
  const prepared = db.prepare(sql);
  if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
  statements.set(sql, prepared);
  return prepared;
}

function run(sql, parameters) {
  if (deadline !== undefined && Date.now() > deadline) throw overBudget();
  const prepared = statement(sql);
  if (prepared.reader) return prepared.all(...parameters);
  prepared.run(...parameters);
  return [];
}

parentPort.on('message', (message) => {
  // The end of a read (no answer): its snapshot ends before the next read's first statement.
  if (message.end) {
    if (db.inTransaction) db.exec('COMMIT');
    return;
  }
  deadline = message.deadline;
  try {
    // A read's first statement opens its snapshot: its later statements see the same commits.
    if (message.begin && !db.inTransaction) db.exec('BEGIN');
    parentPort.postMessage({ id: message.id, rows: run(message.sql, message.parameters) });
  } catch (error) {
    const code = typeof error?.code === 'string' ? error.code : undefined;
    parentPort.postMessage({ id: message.id, error: { message: String(error?.message), code } });
  } finally {
    deadline = undefined;
  }
});
