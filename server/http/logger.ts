/**
 * Minimal structured logger: one line per event on stderr. `LOG_LEVEL=silent` (used by tests and
 * benchmarks) turns it off. Callers never pass secrets: tokens and Authorization headers are
 * not logged anywhere.
 */
import { inspect } from 'node:util';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(name: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  const silent = level === 'silent';
  return {
    info(message, fields) {
      if (silent || level === 'error') return;
      process.stderr.write(`${new Date().toISOString()} ${name} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}\n`);
    },
    error(message, error) {
      if (silent) return;
      const detail = error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : typeof error === 'string' ? error : inspect(error);
      process.stderr.write(`${new Date().toISOString()} ${name} ERROR ${message} ${detail}\n`);
    },
  };
}

export const silentLogger: Logger = { info() {}, error() {} };
