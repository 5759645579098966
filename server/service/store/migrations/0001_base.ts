import { sql } from 'kysely';
import { createIndex, runSql, schemaParts, type StoreMigration } from './schemaParts';
import { createBaseRecordTables } from './baseRecordTables';
import { createBaseTagTables } from './baseTagTables';

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
    const { pg, integer, blob, id, nocase } = schemaParts(kind);
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
      .addColumn('account_id', integer, (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('token_hash', blob, (col) => col.notNull().unique())
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await createIndex(db, 'users_account_email', 'users', ['account_id', nocase('email')], {
      unique: true,
    });
    // Admin commands find a user by e-mail in any account (SQLite scans its few users).
    if (pg) await createIndex(db, 'users_email', 'users', [nocase('email')]);

    // Status names are unique per account without case: SQLite keys the table so, PostgreSQL
    // has no NOCASE key and uses a unique index on nocase(name).
    await db.schema
      .createTable('deal_statuses')
      .addColumn('account_id', integer, (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
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
        ['account_id', nocase('name')],
        { unique: true },
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
async function createCleanupTriggers({
  db,
  kind,
}: Parameters<StoreMigration['up']>[0]): Promise<void> {
  if (kind === 'postgres') {
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
      sql`CREATE TRIGGER contacts_cleanup AFTER DELETE ON contacts FOR EACH ROW EXECUTE FUNCTION remove_record_attachments()`,
      sql`CREATE TRIGGER deals_cleanup AFTER DELETE ON deals FOR EACH ROW EXECUTE FUNCTION remove_record_attachments('deal')`,
      sql`CREATE TRIGGER todos_cleanup AFTER DELETE ON todos FOR EACH ROW EXECUTE FUNCTION remove_record_attachments('todo')`,
      sql`CREATE TRIGGER communications_cleanup AFTER DELETE ON communications FOR EACH ROW EXECUTE FUNCTION remove_record_attachments('communication')`,
    );
    return;
  }
  await runSql(
    db,
    sql`CREATE TRIGGER contacts_cleanup AFTER DELETE ON contacts BEGIN
    DELETE FROM taggings WHERE record_kind = OLD.kind AND record_id = OLD.id;
    DELETE FROM super_tag_values WHERE record_kind = OLD.kind AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = OLD.kind AND record_id = OLD.id;
  END`,
    sql`CREATE TRIGGER deals_cleanup AFTER DELETE ON deals BEGIN
    DELETE FROM taggings WHERE record_kind = 'deal' AND record_id = OLD.id;
    DELETE FROM super_tag_values WHERE record_kind = 'deal' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'deal' AND record_id = OLD.id;
  END`,
    sql`CREATE TRIGGER todos_cleanup AFTER DELETE ON todos BEGIN
    DELETE FROM taggings WHERE record_kind = 'todo' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'todo' AND record_id = OLD.id;
  END`,
    sql`CREATE TRIGGER communications_cleanup AFTER DELETE ON communications BEGIN
    DELETE FROM taggings WHERE record_kind = 'communication' AND record_id = OLD.id;
    DELETE FROM comments WHERE record_kind = 'communication' AND record_id = OLD.id;
  END`,
  );
}
