import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { ContactSearchDialect } from '../sql/contacts/contactSearch';
import type { DealTitleSearch } from '../sql/deals/titleSearch';
import type { Executor } from './database';

/**
 * What really differs between SQLite and PostgreSQL, as SQL fragments the one store
 * implementation puts into its queries. Everything else (tables, columns, upserts with ON
 * CONFLICT, RETURNING, row locks) is written once: SQLite's Kysely plugin drops the row-lock
 * clauses PostgreSQL needs, because SQLite's single writer already serialises writes.
 */
export interface StoreDialect {
  /**
   * `value` equal to `other`, ASCII letters folded and nothing else (SQLite's NOCASE; on
   * PostgreSQL `nocase()`, the function its unique indexes are built on).
   */
  sameText(value: Expression<string>, other: Expression<string> | string): RawBuilder<SqlBool>;
  /** An ORDER BY term for text in NOCASE order (ASCII letters folded, then by code point). */
  textOrder(value: Expression<string>): RawBuilder<string>;
  /**
   * The ids `select` yields (one integer column named `id`), as one column: read it with
   * `idList`. A record with its linked ids is then one statement on both databases.
   */
  idArray(select: RawBuilder<unknown>): RawBuilder<unknown>;
  /**
   * The ids of `json`, a JSON array of integers passed as ONE parameter, as a subquery for `IN`:
   * one SQL text for any number of ids, so a precompiled read of many records (a page's tags or
   * comments) is prepared once whatever the page size.
   */
  idsOfJson(json: string): RawBuilder<number>;
  /**
   * Holds a lock named `key` until the transaction ends, so that two writers of the same not yet
   * existing thing ("the company named X") take turns across processes. A no-op on SQLite,
   * whose writers already take turns.
   */
  advisoryLock(trx: Executor, key: string): Promise<void>;
  /** Whether a statement failed on a unique index or key (a duplicate e-mail, tag name…). */
  isUniqueViolation(error: unknown): boolean;
  /** The deal search's `title`: each database walks its own title index (`sql/deals/titleSearch.ts`). */
  dealTitleSearch: DealTitleSearch;
  /** The contact search's name and e-mail terms and a page's locations (`sql/contacts/contactSearch.ts`). */
  contactSearch: ContactSearchDialect;
}

/** A JSON column as its value: SQLite answers JSON text, PostgreSQL an already parsed value. */
export const jsonValue = <T>(column: unknown, empty: T): T => {
  if (column === null || column === undefined) return empty;
  return (typeof column === 'string' ? JSON.parse(column) : column) as T;
};

/** An `idArray` column as numbers. */
export function idList(column: unknown): number[] {
  const values = jsonValue<unknown>(column, []);
  return Array.isArray(values) ? values.map(Number) : [];
}
