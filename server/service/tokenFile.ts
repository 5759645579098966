import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { securePrivateDataDir } from './dataFiles';

/** `${DATA_DIR}/api-token`: the first user's generated token, for `npm start` to inject. */
export const TOKEN_FILE_NAME = 'api-token';

export function tokenFilePath(dataDir: string): string {
  return join(dataDir, TOKEN_FILE_NAME);
}

/** The token kept in the data directory, or undefined when there is no (non-empty) file. */
export function readTokenFile(dataDir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(tokenFilePath(dataDir), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const token = text.trim();
  return token === '' ? undefined : token;
}

/**
 * Writes the token readable by the owner only (0600), through a temporary file and a rename so a
 * crash never leaves half a token behind.
 */
export function writeTokenFile(dataDir: string, token: string): void {
  securePrivateDataDir(dataDir);
  const target = tokenFilePath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${token}\n`, { mode: 0o600 });
  // The mode option is filtered by the umask; make it exact.
  chmodSync(temporary, 0o600);
  renameSync(temporary, target);
}
