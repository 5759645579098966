import { createHash } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../../server/service/store/openStore';

/**
 * The service's database file seen from outside the service: SQLite's own integrity and
 * foreign-key checks, and a digest of every row to prove "nothing changed".
 */
export function databaseFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

/**
 * Opens the file as the next start would (replaying the WAL left by a killed process) and returns
 * every problem SQLite reports; [] when the database is sound.
 */
export function integrityProblems(dataDir: string): string[] {
  const db = new BetterSqlite3(databaseFile(dataDir), { fileMustExist: true });
  try {
    const problems: string[] = [];
    for (const row of db.pragma('integrity_check') as Array<{ integrity_check: string }>) {
      if (row.integrity_check !== 'ok') problems.push(row.integrity_check);
    }
    for (const row of db.pragma('foreign_key_check') as Array<{
      table: string;
      rowid: number;
      parent: string;
    }>) {
      problems.push(`${row.table} row ${row.rowid} points to a missing ${row.parent}`);
    }
    return problems;
  } finally {
    db.close();
  }
}

/**
 * SHA-256 over every row of every table, in primary-key order. Read-only, so it can run while the
 * service is up (WAL readers never block the writer).
 */
export function databaseDigest(dataDir: string): string {
  const db = new BetterSqlite3(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256');
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    for (const { name } of tables) {
      hash.update(`\u0000${name}\u0000`);
      const rows = db
        .prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`)
        .raw()
        .all() as unknown[][];
      const lines = rows.map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('hex') : value,
        ),
      );
      lines.sort();
      for (const line of lines) hash.update(`${line}\n`);
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}
