import type { Expression, RawBuilder, SqlBool } from 'kysely';
import type { ContactSearchDialect } from '../sql/contacts/contactSearch';
import type { DealTitleSearch } from '../sql/deals/titleSearch';
import type { Executor } from './executor';

/** What differs between SQLite and PostgreSQL, as SQL fragments; the rest is written once. */
export interface StoreDialect {
  /** `value` = `other`, ASCII letters alone folded (SQLite's NOCASE, PostgreSQL's `nocase()`). */
  sameText(value: Expression<string>, other: Expression<string> | string): RawBuilder<SqlBool>;
  /** An ORDER BY term for text in NOCASE order (ASCII letters folded, then by code point). */
  textOrder(value: Expression<string>): RawBuilder<string>;
  /** The ids `select` yields (one column named `id`) as one column, read with `idList`. */
  idArray(select: RawBuilder<unknown>): RawBuilder<unknown>;
  /** `json`'s ids (a JSON array, ONE parameter) as an IN subquery: one SQL text, prepared once. */
  idsOfJson(json: string): RawBuilder<number>;
  /** Holds lock `key` until commit: writers of one not yet existing thing take turns (SQLite's do). */
  advisoryLock(trx: Executor, key: string): Promise<void>;
  /** Whether a statement failed on a unique index or key (a duplicate e-mail, tag name…). */
  isUniqueViolation(error: unknown): boolean;
  /** The deal search's `title`: each database walks its own title index (`sql/deals/titleSearch.ts`). */
  dealTitleSearch: DealTitleSearch;
  /** The contact search's name and e-mail terms and a page's locations (`sql/contacts/contactSearch.ts`). */
  contactSearch: ContactSearchDialect;
  /**
   * A WHERE term for queries whose cost grows with the data (searches, filtered lists) that stops
   * them at their request's deadline; undefined where the database stops statements itself
   * (PostgreSQL's `statement_timeout`).
   */
  budgetGuard(): RawBuilder<SqlBool> | undefined;
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

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The `code` of a driver's error (SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's SQLSTATE 23505…). */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
