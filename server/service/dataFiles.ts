import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the database (every account's records, the token hashes) and `api-token` (a
 * working credential): nobody but the service's own user may read it. The folder is 0700 and its
 * files 0600, whatever the umask; an install made before this rule is tightened on the next start.
 *
 * Not done with `process.umask()`: the embedded service runs in a worker thread, where changing
 * the umask is not allowed, and the umask is the whole process's (the console's static files
 * and logs would change too). Instead the database file is created 0600 before SQLite opens it,
 * and SQLite gives its `-wal` and `-shm` files the database file's own mode.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The files the service keeps in DATA_DIR: the token (tokenFile.ts) and the SQLite database. */
const DATA_FILES = ['api-token', 'crm.sqlite', 'crm.sqlite-wal', 'crm.sqlite-shm'] as const;

/** Creates DATA_DIR (0700) if needed, and makes it and the files already in it private. */
export function securePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode is filtered by the umask, and an existing folder keeps its own: make it exact.
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const name of DATA_FILES) chmodIfPresent(join(dataDir, name));
}

/** Creates `path` empty and 0600 if it does not exist (an empty file is an empty SQLite database). */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

function chmodIfPresent(path: string): void {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}
