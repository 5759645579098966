import type BetterSqlite3 from 'better-sqlite3';

/** See storeFunctions.mjs: `within_budget()` and `contains_folded(text, term)`. */
export declare function registerStoreFunctions(
  db: BetterSqlite3.Database,
  deadline: () => number | undefined,
  overBudget: () => Error,
): void;
