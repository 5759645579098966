import type { Insertable, Updateable } from 'kysely';
import type { ActivityChange } from '#xml/activity';
import { isoOf } from '#xml/dates';
import type { Executor } from '../dialect/database';
import type { Database } from '../schema';
import { writeColumns, type RecordTable } from './records';

/** A value as the activity log shows it (as text; null is ""). */
type Shown = string | number | boolean | null;

/**
 * Where a write's field is kept: its column and, where they differ, how a value is stored, how a
 * stored one reads in the activity log (`show`) and the field's name there (`log`, the column's by default).
 */
interface FieldColumn<V, T> {
  column: keyof T & string;
  store?: (value: V) => unknown;
  show?: (stored: never) => Shown;
  log?: string;
}

/** The columns of a write's fields (`I`) in table row `T`, in the order the activity log lists them. */
export type FieldColumns<I, T> = {
  [K in keyof I]?: (keyof T & string) | FieldColumn<Exclude<I[K], undefined>, T>;
};

type Spec<T> = string | FieldColumn<never, T>;

const specOf = <T>(spec: Spec<T>): FieldColumn<never, T> =>
  typeof spec === 'string' ? { column: spec as keyof T & string } : spec;

/** The columns an update writes: each field of `input` that is given (not undefined), as stored. */
export function givenColumns<I extends object, T>(fields: FieldColumns<I, T>, input: I) {
  const columns: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(fields) as [keyof I, Spec<T>][]) {
    const value = input[field];
    if (value === undefined) continue;
    const { column, store } = specOf(spec);
    columns[column] = store === undefined ? value : store(value as never);
  }
  return columns as Updateable<T>;
}

/** The columns of a new row: every field of `input`, as stored. */
export const newColumns = <I extends object, T>(fields: FieldColumns<I, T>, input: Required<I>) =>
  givenColumns(fields, input) as Insertable<T>;

const asText = (value: Shown): string => (value === null ? '' : String(value));

/** The fields whose value `columns` changes from `before` (stored values), as the log keeps them. */
export function loggedChanges<I, T>(
  fields: FieldColumns<I, T>,
  before: Readonly<Record<string, unknown>>,
  columns: Updateable<T>,
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const spec of Object.values(fields) as Spec<T>[]) {
    const { column, show = (stored: Shown) => stored, log = column } = specOf(spec);
    if (!Object.hasOwn(columns, column)) continue;
    const old = asText(show(before[column] as never));
    const value = asText(show((columns as Record<string, unknown>)[column] as never));
    if (old !== value) changes.push({ field: log, old, new: value });
  }
  return changes;
}

/** Writes the given fields of a record the caller has locked (`lockRecord`); answers the changes for the log. */
export async function updateFields<I extends object, T extends Exclude<RecordTable, 'contacts'>>(
  trx: Executor,
  table: T,
  id: number,
  fields: FieldColumns<I, Database[T]>,
  input: I,
): Promise<ActivityChange[]> {
  const columns = givenColumns(fields, input);
  const names = Object.keys(columns);
  const read = trx
    .selectFrom(table as RecordTable)
    .select(names as never)
    .where('id', '=', id);
  const before = names.length === 0 ? {} : await read.executeTakeFirstOrThrow();
  await writeColumns(trx, table, id, columns);
  return loggedChanges(fields, before, columns);
}

/** A stored time (epoch ms) or none, as the API writes it (ISO UTC). */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : isoOf(ms));

/** An ISO time or none, as it is stored (epoch ms). */
export const msOrNull = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** A flag as stored (0/1), and as the API writes it. */
export const flagOf = (value: boolean): number => (value ? 1 : 0);
export const isFlagged = (stored: number): boolean => stored === 1;
