import { sql, type RawBuilder } from 'kysely';
import { runSql, type SchemaDb } from './schemaParts';

export interface TrigramTable {
  /** The FTS5 table (`contact_name_search`); its triggers are named after it. */
  name: string;
  /** Its one column. */
  column: string;
  /** The table whose rows it indexes, by rowid = id. */
  table: string;
  /** The indexed text of a row: `row` is '' (the table's own columns) or 'NEW.' in a trigger. */
  text: (row: string) => RawBuilder<unknown>;
  /** The columns whose change changes the text (`AFTER UPDATE OF …`). */
  watched: string;
}

/**
 * A SQLite trigram index of a text for "contains" searches: an FTS5 table, contentless (the text
 * lives in `table`) with contentless_delete so that the triggers remove rows by rowid alone,
 * filled from the rows already there and kept by triggers.
 */
export async function createTrigramTable(db: SchemaDb, search: TrigramTable): Promise<void> {
  const name = sql.raw(search.name);
  const column = sql.raw(search.column);
  const table = sql.raw(search.table);
  const insertNew = sql`INSERT INTO ${name}(rowid, ${column}) VALUES (NEW.id, ${search.text('NEW.')});`;
  const deleteOld = sql`DELETE FROM ${name} WHERE rowid = OLD.id;`;
  await runSql(
    db,
    sql`CREATE VIRTUAL TABLE ${name} USING fts5(${column}, tokenize = 'trigram', content = '', contentless_delete = 1)`,
    sql`INSERT INTO ${name}(rowid, ${column}) SELECT id, ${search.text('')} FROM ${table}`,
    sql`CREATE TRIGGER ${sql.raw(`${search.name}_insert`)} AFTER INSERT ON ${table} BEGIN ${insertNew} END`,
    sql`CREATE TRIGGER ${sql.raw(`${search.name}_update`)} AFTER UPDATE OF ${sql.raw(search.watched)} ON ${table} BEGIN ${deleteOld} ${insertNew} END`,
    sql`CREATE TRIGGER ${sql.raw(`${search.name}_delete`)} AFTER DELETE ON ${table} BEGIN ${deleteOld} END`,
  );
}
