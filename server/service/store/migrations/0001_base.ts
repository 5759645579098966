import { sql } from 'kysely';
import {
  createIndex,
  runSql,
  schemaParts,
  type MigrationTarget,
  type StoreMigration,
} from './schemaParts';
import { createBaseRecordTables, createBaseTagTables } from './baseTables';

/**
 * The base schema: accounts and users, contacts and locations, deals, to-dos, communications and
 * their links, tags, SuperTags and comments, and the triggers that remove a record's tags,
 * SuperTag values and comments with it. Never edit a migration that has shipped: add a new one.
 *
 * Records carry `version`, bumped by every change to the record or to what its representation
 * embeds (tags, locations, comments), which is what the service's ETag is made of.
 */
export const baseMigration: StoreMigration = {
  name: '0001_base',
  async up({ db, kind }) {
    const { pg, integer, blob, id, nocase, belongsTo } = schemaParts(kind);
    if (pg) {
      await runSql(
        db,
        sql`CREATE FUNCTION nocase(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') $$`,
      );
    }
    await db.schema
      .createTable('accounts')
      .addColumn('id', integer, id)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('utc_offset_minutes', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', integer, id)
      .addColumn('account_id', ...belongsTo('accounts'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('token_hash', blob, (col) => col.notNull().unique())
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await createIndex(
      db,
      'users_account_email',
      'users',
      `account_id, ${nocase('email')}`,
      'unique',
    );
    // Admin commands find a user by e-mail in any account (SQLite scans its few users).
    if (pg) await createIndex(db, 'users_email', 'users', nocase('email'));

    // Status names are unique per account without case: SQLite keys the table so, PostgreSQL
    // has no NOCASE key and uses a unique index on nocase(name).
    await db.schema
      .createTable('deal_statuses')
      .addColumn('account_id', ...belongsTo('accounts'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) =>
        pg
          ? col.notNull()
          : col.notNull().modifyEnd(sql`, PRIMARY KEY (account_id, name COLLATE NOCASE)`),
      )
      .execute();
    if (pg)
      await createIndex(
        db,
        'deal_statuses_account_name',
        'deal_statuses',
        `account_id, ${nocase('name')}`,
        'unique',
      );

    await createBaseRecordTables({ db, kind });
    await createBaseTagTables({ db, kind });
    await createCleanupTriggers({ db, kind });
  },
};

/**
 * Tags, SuperTag values and comments hang off records of five kinds without a foreign key;
 * these triggers remove them with their record.
 */
async function createCleanupTriggers({ db, kind }: MigrationTarget): Promise<void> {
  if (kind === 'postgres')
    await runSql(
      db,
      // search_path pinned: the function finds this schema's tables whoever deletes.
      sql`CREATE FUNCTION remove_record_attachments() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  DECLARE
    kind text := CASE WHEN TG_NARGS > 0 THEN TG_ARGV[0] ELSE to_jsonb(OLD) ->> 'kind' END;
  BEGIN
    DELETE FROM taggings WHERE record_kind = kind AND record_id = OLD.id;
    DELETE FROM super_tag_values WHERE record_kind = kind AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = kind AND record_id = OLD.id;
    RETURN NULL;
  END
  $$`,
    );
  // Contacts say their kind (person, company) themselves; only contacts and deals take SuperTags.
  const records = [
    ['contacts', undefined, true],
    ['deals', 'deal', true],
    ['todos', 'todo', false],
    ['communications', 'communication', false],
  ] as const;
  for (const [table, recordKind, superTagged] of records) {
    const trigger = `CREATE TRIGGER ${table}_cleanup AFTER DELETE ON ${table}`;
    if (kind === 'postgres') {
      const argument = recordKind === undefined ? '' : `'${recordKind}'`;
      await runSql(
        db,
        sql.raw(`${trigger} FOR EACH ROW EXECUTE FUNCTION remove_record_attachments(${argument})`),
      );
      continue;
    }
    const attachments = superTagged
      ? ['taggings', 'super_tag_values', 'comments']
      : ['taggings', 'comments'];
    const kindOf = recordKind === undefined ? 'OLD.kind' : `'${recordKind}'`;
    const deletes = attachments.map(
      (attachment) =>
        `DELETE FROM ${attachment} WHERE record_kind = ${kindOf} AND record_id = OLD.id;`,
    );
    await runSql(db, sql.raw(`${trigger} BEGIN ${deletes.join(' ')} END`));
  }
}
