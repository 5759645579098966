import { describe } from 'vitest';
import { testDatabaseUrl } from './testSchema';

/**
 * `describe` for tests that need PostgreSQL: they run when TEST_DATABASE_URL is set (and fail
 * when it names a server that cannot be reached); without it they are skipped, and the suite's
 * name in the report says why, so a green run never hides that they did not run.
 */
export function describePostgres(name: string, body: (url: string) => void): void {
  const url = testDatabaseUrl();
  if (url === undefined) {
    const reason = `SKIPPED: ${name} — no PostgreSQL (TEST_DATABASE_URL is not set)`;
    // Said out loud as well: a run report only counts skipped tests.
    console.warn(reason);
    describe.skip(reason, () => body(''));
  } else {
    describe(name, () => body(url));
  }
}
