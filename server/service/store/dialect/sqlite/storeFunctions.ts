import type BetterSqlite3 from 'better-sqlite3';
import { OverBudgetError } from '../../requestBudget';

/** Rows between two looks at the clock: `Date.now()` costs more than the rest of a guard call. */
const CALLS_PER_CLOCK_CHECK = 64;

/**
 * The SQL functions the store's queries call on a SQLite connection. `deadline()` answers the
 * deadline (`Date.now()` ms) of the statement running now, or undefined when it has none.
 *
 * - `within_budget()`: true, or throws `OverBudgetError` once the deadline has passed. Placed in
 *   the WHERE of every query whose cost grows with the data, it is called for each row examined
 *   (non-deterministic: never evaluated once for the whole statement), so such a statement stops
 *   within a few rows of its deadline: better-sqlite3 has no interrupt or progress handler.
 * - `contains_folded(text, term)`: whether `text` contains `term`, letters folded as FTS5's trigram
 *   tokenizer folds them (both lower-cased): the exact check after a trigram-token lookup. It
 *   watches the deadline too: it runs once per candidate row.
 */
export function registerStoreFunctions(
  db: BetterSqlite3.Database,
  deadline: () => number | undefined,
): void {
  let calls = 0;
  const guard = (): void => {
    if (++calls < CALLS_PER_CLOCK_CHECK) return;
    calls = 0;
    const until = deadline();
    if (until !== undefined && Date.now() > until) throw new OverBudgetError();
  };
  db.function('within_budget', { deterministic: false }, () => {
    guard();
    return 1;
  });
  let lastTerm = '';
  let lastFolded = '';
  db.function('contains_folded', { deterministic: false }, (text: unknown, term: unknown) => {
    guard();
    if (typeof text !== 'string' || typeof term !== 'string') return 0;
    // One term per statement: folded once, not once per row.
    if (term !== lastTerm) {
      lastTerm = term;
      lastFolded = term.toLowerCase();
    }
    return text.toLowerCase().includes(lastFolded) ? 1 : 0;
  });
}
