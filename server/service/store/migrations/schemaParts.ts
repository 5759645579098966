import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, RawBuilder } from 'kysely';

/** Any Kysely instance (of the store's tables, or none): what schema changes and raw SQL run on. */
export type SchemaDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

export type Table = CreateTableBuilder<string, string>;
type DataTypeExpression = Parameters<Table['addColumn']>[1];
type Column = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export type DatabaseKind = 'sqlite' | 'postgres';

/** What a migration runs on, and the database it builds for. */
export interface MigrationTarget {
  db: SchemaDb;
  kind: DatabaseKind;
}

/** One step of the schema's history: runs once, in order, in the runner's transaction. */
export interface StoreMigration {
  /** Sorts as the migrations run (`0001_base` …): Kysely orders by name. */
  name: string;
  up(target: MigrationTarget): Promise<void>;
}

/**
 * What differs between the databases, so each table is written once, and the schema calls on `db`.
 * Times are epoch ms, booleans 0/1. PostgreSQL's ids are BY DEFAULT identities (`admin migrate`
 * keeps SQLite's ids), its integers `bigint` (SQLite's are 64-bit anyway). SQLite's `COLLATE
 * NOCASE` (ASCII letters alone folded) is PostgreSQL's `nocase()` (migration 1).
 */
export function schemaParts({ db, kind }: MigrationTarget) {
  const pg = kind === 'postgres';
  const integer: DataTypeExpression = pg ? 'bigint' : 'integer';
  const id: Column = (col) =>
    pg ? col.generatedByDefaultAsIdentity().primaryKey() : col.primaryKey().autoIncrement();
  /** A reference to a row of `table` that takes this row with it when deleted. */
  const belongsTo = (table: string): [DataTypeExpression, Column] => [
    integer,
    (col) => col.notNull().references(`${table}.id`).onDelete('cascade'),
  ];
  /** NOT NULL columns of one type, in order (for `$call`). */
  const required =
    (type: DataTypeExpression, ...names: string[]) =>
    (table: Table): Table =>
      names.reduce((t, name) => t.addColumn(name, type, (col) => col.notNull()), table);
  const table = (name: string): Table => db.schema.createTable(name);
  /** Runs statements the schema builder has no words for (triggers, functions, virtual tables). */
  const run = async (...statements: (string | RawBuilder<unknown>)[]): Promise<void> => {
    for (const statement of statements)
      await (typeof statement === 'string' ? sql.raw(statement) : statement).execute(db);
  };
  return {
    pg,
    integer,
    blob: (pg ? 'bytea' : 'blob') as DataTypeExpression,
    id,
    belongsTo,
    /** A reference to a row of `table`, NULL once that row is deleted. */
    refersTo: (table: string): [DataTypeExpression, Column] => [
      integer,
      (col) => col.references(`${table}.id`).onDelete('set null'),
    ],
    required,
    /** Text columns that are '' when not given (for `$call`). */
    texts:
      (...names: string[]) =>
      (table: Table): Table =>
        names.reduce((t, n) => t.addColumn(n, 'text', (col) => col.notNull().defaultTo('')), table),
    /** The record a row is about, named without a foreign key: `record_kind`, `record_id`. */
    recordRef: (table: Table): Table =>
      table.$call(required('text', 'record_kind')).$call(required(integer, 'record_id')),
    /** A 0/1 column, 0 by default. */
    flag: (name: string): [DataTypeExpression, Column] => [
      pg ? 'smallint' : 'integer',
      (col) => {
        const zeroByDefault = col.notNull().defaultTo(0);
        return pg ? zeroByDefault.check(sql`${sql.ref(name)} IN (0, 1)`) : zeroByDefault;
      },
    ],
    /** A NOCASE index or key term: `name COLLATE NOCASE` / `nocase(name)`. */
    nocase: (column: string): string => (pg ? `nocase(${column})` : `${column} COLLATE NOCASE`),
    /** An ORDER BY index term in NOCASE order: PostgreSQL's `nocase(…) COLLATE "C"` is SQLite's byte order. */
    nocaseOrder: (column: string): string =>
      pg ? `(nocase(${column}) COLLATE "C")` : `${column} COLLATE NOCASE`,
    table,
    /** A table of the account's rows: its `id`, and `account_id` (deleted with the account). */
    accountTable: (name: string): Table =>
      table(name)
        .addColumn('id', integer, id)
        .addColumn('account_id', ...belongsTo('accounts')),
    /** `CREATE [UNIQUE] INDEX name ON table [USING gin] (terms)`, the terms as SQL: `account_id, id desc`. */
    index: async (name: string, on: string, terms: string, type?: 'unique' | 'gin') => {
      const builder = db.schema.createIndex(name).on(on).expression(sql.raw(terms));
      if (type === 'unique') await builder.unique().execute();
      else await (type === 'gin' ? builder.using('gin') : builder).execute();
    },
    run,
    /**
     * A SQLite trigram index for "contains" searches: a contentless FTS5 table (rowid = `table`'s
     * id; contentless_delete, so triggers delete by rowid alone), filled and then kept by triggers.
     * It indexes `column`, or `text`: its SQL for a row (`row` '' or 'NEW.') and the columns it reads.
     */
    trigramTable: (
      { name, column, table }: { name: string; column: string; table: string },
      text = { of: (row: string) => `${row}${column}`, watched: column },
    ) => {
      const insertNew = `INSERT INTO ${name}(rowid, ${column}) VALUES (NEW.id, ${text.of('NEW.')});`;
      const deleteOld = `DELETE FROM ${name} WHERE rowid = OLD.id;`;
      return run(
        `CREATE VIRTUAL TABLE ${name} USING fts5(${column}, tokenize = 'trigram', content = '', contentless_delete = 1)`,
        `INSERT INTO ${name}(rowid, ${column}) SELECT id, ${text.of('')} FROM ${table}`,
        `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${insertNew} END`,
        `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${text.watched} ON ${table} BEGIN ${deleteOld} ${insertNew} END`,
        `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${deleteOld} END`,
      );
    },
  };
}

/** The parts of a migration on `target`. */
export type SchemaParts = ReturnType<typeof schemaParts>;
