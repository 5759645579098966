import { writeSync } from 'node:fs';
import type { Logger } from '../http/logger';
import { generateToken, hashToken } from './auth/token';
import { securePrivateDataDir } from './dataFiles';
import { loadDemoData } from './seed/loadDemoData';
import type { Store } from './store/store';
import { readTokenFile, tokenFilePath, writeTokenFile } from './tokenFile';

export const DEMO_ACCOUNT_NAME = 'Demo account';
export const FIRST_USER = { name: 'Console Admin', email: 'admin@example.com' } as const;

export interface BootstrapOptions {
  dataDir: string;
  /** CRM_API_TOKEN: the first user's token on first start; made valid on later starts. */
  token?: string;
  seed: 'demo' | 'none';
  log: Logger;
  /** Where the file holding a generated token is named; standard output by default. */
  announce?: (line: string) => void;
  /** "Now" for the demo data's relative dates (to-dos due today, overdue, …). */
  now?: Date;
}

export interface BootstrapResult {
  token: string;
  accountId: number;
  userId: number;
  /** True when this start created the account (first start with an empty store). */
  created: boolean;
}

/** The embedded service cannot find a token to use; the message says what to do. */
export class BootstrapError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BootstrapError';
  }
}

/**
 * Straight to descriptor 1, at once: from the embedded service's worker thread, process.stdout
 * would relay the line to the main thread later, possibly after the console's address line.
 */
const printLine = (line: string): void => {
  writeSync(1, `${line}\n`);
};

/**
 * Makes the embedded store usable and returns the token the console's proxy injects. On first
 * start (no accounts) it creates the demo account and its first user, and loads the demo data
 * unless told not to; later starts leave the data alone and only work out the token. Several
 * processes starting at once on one empty PostgreSQL database create one account between them:
 * the store's `createFirstAccount` lets exactly one of them create it, and the others carry on as
 * later starts (with the same CRM_API_TOKEN, they use the same user).
 */
export async function bootstrapEmbeddedAccount(
  store: Store,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const token = options.token ?? generateToken();
  const created = await store.accounts.createFirstAccount(
    DEMO_ACCOUNT_NAME,
    FIRST_USER,
    hashToken(token),
  );
  if (created !== null) return firstStart(store, options, { ...created, token });
  const first = (await store.accounts.listAccounts())[0];
  if (first === undefined)
    throw new BootstrapError(
      'The first account disappeared while the service was starting; start it again.',
    );
  return laterStart(store, first.id, options);
}

async function firstStart(
  store: Store,
  options: BootstrapOptions,
  { accountId, userId, token }: { accountId: number; userId: number; token: string },
): Promise<BootstrapResult> {
  options.log.info('created the embedded account', { accountId, user: FIRST_USER.email });
  if (options.token === undefined) {
    // Written before the demo data so that a failure while seeding still leaves a usable token.
    // Never printed: output ends up in logs and terminals' scrollback. The file is 0600.
    writeTokenFile(options.dataDir, token);
    (options.announce ?? printLine)(
      `API token for ${FIRST_USER.email} saved in ${tokenFilePath(options.dataDir)} (readable by this user only)`,
    );
    options.log.info('saved the API token', { file: tokenFilePath(options.dataDir) });
  }
  if (options.seed === 'demo') {
    try {
      const counts = await loadDemoData(store, {
        accountId,
        adminUserId: userId,
        now: options.now,
      });
      options.log.info('loaded the demo data', { ...counts });
    } catch (error) {
      // The account exists now, so a restart would not seed again: say how to start over.
      const reason = error instanceof Error ? error.message : String(error);
      throw new BootstrapError(
        `${reason}\nThe account was created with only part of the demo data. To start over, stop the service and remove ${options.dataDir} (or use another DATA_DIR).`,
        { cause: error },
      );
    }
  }
  return { token, accountId, userId, created: true };
}

async function laterStart(
  store: Store,
  firstAccountId: number,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const firstUser = (await store.accounts.listUsers(firstAccountId))[0];
  const resetHint = `set CRM_API_TOKEN to a user's API token, or run \`npm run admin -- reset-token ${firstUser?.email ?? FIRST_USER.email}\` to make a new one`;

  if (options.token !== undefined) {
    const user = await store.accounts.authenticate(hashToken(options.token));
    if (user !== null)
      return {
        token: options.token,
        accountId: user.accountId,
        userId: user.userId,
        created: false,
      };
    if (firstUser === undefined)
      throw new BootstrapError(
        `The first account (id ${firstAccountId}) has no user to give CRM_API_TOKEN to: create one with \`npm run admin -- create-user --account ${firstAccountId} --name NAME --email EMAIL\``,
      );
    await store.accounts.setTokenHash(firstUser.id, hashToken(options.token));
    options.log.info(
      'CRM_API_TOKEN was not the token of any user: it is now the token of the first user, whose previous token no longer works',
      { user: firstUser.email },
    );
    return {
      token: options.token,
      accountId: firstAccountId,
      userId: firstUser.id,
      created: false,
    };
  }

  const file = tokenFilePath(options.dataDir);
  // An install from before the files were private is tightened here (dataFiles.ts).
  securePrivateDataDir(options.dataDir);
  const saved = readTokenFile(options.dataDir);
  if (saved === undefined)
    throw new BootstrapError(
      `No API token to use: CRM_API_TOKEN is not set and ${file} does not exist. To fix it, ${resetHint}.`,
    );
  const user = await store.accounts.authenticate(hashToken(saved));
  if (user === null)
    throw new BootstrapError(
      `The API token in ${file} no longer works (it was replaced, by CRM_API_TOKEN or reset-token). To fix it, ${resetHint}.`,
    );
  return { token: saved, accountId: user.accountId, userId: user.userId, created: false };
}
