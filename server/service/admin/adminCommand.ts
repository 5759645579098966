import type { Store } from '../store/store';

/**
 * What a command runs against: the opened store, the data directory, and where to print — `out`
 * for the command's result (standard output, so scripts can capture it), `note` for remarks
 * (standard error).
 */
export interface AdminContext {
  store: Store;
  dataDir: string;
  out(line: string): void;
  note(line: string): void;
}

/**
 * One admin command. `prepare` checks the arguments before anything is opened (a typo never
 * creates a data directory) and returns the work to run against the store.
 */
export interface AdminCommand {
  name: string;
  /** One line: the command with its arguments. */
  synopsis: string;
  /** What it does, for the overview. */
  summary: string;
  /** Extra lines of help below the synopsis. */
  details: readonly string[];
  prepare(args: readonly string[]): (ctx: AdminContext) => Promise<void>;
}

/** Bad arguments: the CLI prints the message and the command's usage, and exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command could not do its job (no such account, duplicate e-mail…): message, exit 1. */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export function usageOf(command: AdminCommand): string {
  return [
    `Usage: npm run admin -- ${command.synopsis}`,
    '',
    command.summary,
    ...(command.details.length > 0 ? ['', ...command.details] : []),
  ].join('\n');
}
