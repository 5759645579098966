import { resolve } from 'node:path';
import { openStore } from '../store/openStore';
import { AdminError, UsageError, usageOf, type AdminCommand } from './adminCommand';
import { createAccountCommand } from './commands/createAccount';
import { createUserCommand } from './commands/createUser';
import { defineSupertagCommand } from './commands/defineSupertag';
import { listAccountsCommand } from './commands/listAccounts';
import { listUsersCommand } from './commands/listUsers';
import { loadDemoCommand } from './commands/loadDemo';
import { migrateCommand } from './commands/migrate';
import { resetTokenCommand } from './commands/resetToken';
import { stagesCommand } from './commands/stages';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  createAccountCommand,
  createUserCommand,
  listAccountsCommand,
  listUsersCommand,
  resetTokenCommand,
  defineSupertagCommand,
  stagesCommand,
  loadDemoCommand,
  migrateCommand,
];

export interface AdminIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export function overview(): string {
  const width = Math.max(...ADMIN_COMMANDS.map((c) => c.name.length));
  return [
    'Usage: npm run admin -- COMMAND [arguments]',
    '',
    "Administers the embedded service's store (DATA_DIR, default ./data; or DATABASE_URL).",
    '',
    'Commands:',
    ...ADMIN_COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `npm run admin -- COMMAND --help` for the arguments of a command.',
  ].join('\n');
}

const wantsHelp = (args: readonly string[]): boolean =>
  args.includes('--help') || args.includes('-h');

/**
 * Runs one admin command; returns the exit code: 0 done (or help shown), 1 the command failed,
 * 2 bad arguments. Arguments are checked before the store is opened.
 */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(overview());
    return name === undefined ? 2 : 0;
  }
  const command = ADMIN_COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`Unknown command: ${name}\n\n${overview()}`);
    return 2;
  }
  if (wantsHelp(args)) {
    io.out(usageOf(command));
    return 0;
  }
  let run: ReturnType<AdminCommand['prepare']>;
  try {
    run = command.prepare(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${usageOf(command)}`);
    return 2;
  }

  const dataDir = resolve(io.env['DATA_DIR']?.trim() || './data');
  const databaseUrl = io.env['DATABASE_URL']?.trim() || undefined;
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore({ dataDir, databaseUrl });
  } catch (error) {
    io.err(`Cannot open the store: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    await run({ store, dataDir, out: io.out, note: io.err });
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(error.message);
      return 1;
    }
    io.err(
      `${command.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  } finally {
    await store.close();
  }
}
