import { sql } from 'kysely';
import { schemaParts, type SchemaParts, type StoreMigration, type Table } from './schemaParts';

/**
 * The base schema: accounts, users, records and their links, tags, SuperTags and comments, and the
 * triggers that remove a record's tags, SuperTag values and comments with it. A record's `version`
 * (its ETag) is bumped by every change to it or to what it embeds (tags, locations, comments).
 */
export const baseMigration: StoreMigration = {
  name: '0001_base',
  async up(target) {
    const parts = schemaParts(target);
    const { pg, integer, blob, id, flag, nocase, belongsTo, refersTo, required, texts } = parts;
    const { table, accountTable, recordRef, index, run } = parts;
    /** A unique index on `account_id` and `column` without case (`users_account_email`). */
    const uniquePerAccount = (name: string, column: string) =>
      index(`${name}_account_${column}`, name, `account_id, ${nocase(column)}`, 'unique');
    if (pg)
      await run(
        sql`CREATE FUNCTION nocase(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') $$`,
      );
    await table('accounts')
      .addColumn('id', integer, id)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('utc_offset_minutes', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await accountTable('users')
      .$call(required('text', 'name', 'email'))
      .addColumn('token_hash', blob, (col) => col.notNull().unique())
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await uniquePerAccount('users', 'email');
    // Admin commands find a user by e-mail in any account (SQLite scans its few users).
    if (pg) await index('users_email', 'users', nocase('email'));

    // Status names are unique per account without case: SQLite's key, PostgreSQL's unique index.
    await table('deal_statuses')
      .addColumn('account_id', ...belongsTo('accounts'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) =>
        pg
          ? col.notNull()
          : col.notNull().modifyEnd(sql`, PRIMARY KEY (account_id, name COLLATE NOCASE)`),
      )
      .execute();
    if (pg) await uniquePerAccount('deal_statuses', 'name');

    /** A record's `version` and times, then the table is made. */
    const versioned = (records: Table) =>
      records
        .addColumn('version', integer, (col) => col.notNull().defaultTo(1))
        .$call(required(integer, 'created_at', 'updated_at'))
        .execute();

    // People and companies share one id space: participants, deals and affiliations refer to a
    // "contact" by id without saying which kind it is.
    await versioned(
      accountTable('contacts')
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('person', 'company')`))
        .$call(texts('name', 'first_name', 'last_name', 'title', 'notes'))
        .addColumn('small_image', 'text')
        .addColumn('large_image', 'text')
        .addColumn('company_id', ...refersTo('contacts')),
    );
    await index('contacts_by_kind', 'contacts', 'account_id, kind, id');
    await index('contacts_by_name', 'contacts', `account_id, kind, ${nocase('name')}`);
    await index('contacts_by_updated', 'contacts', 'account_id, kind, updated_at');
    await index('contacts_by_company', 'contacts', 'company_id');

    await accountTable('locations')
      .addColumn('contact_id', ...belongsTo('contacts'))
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('is_primary', ...flag('is_primary'))
      .$call(texts('email', 'website', 'phone', 'cell', 'fax', 'street_1', 'street_2'))
      .$call(texts('city', 'state', 'postal_code', 'country'))
      .addUniqueConstraint('locations_contact_id_label_key', ['contact_id', 'label'])
      .execute();
    // PostgreSQL finds e-mails through its trigram index (migration 2).
    if (!pg) await index('locations_by_email', 'locations', `account_id, ${nocase('email')}`);
    await index('locations_by_state', 'locations', `account_id, ${nocase('state')}`);

    await versioned(
      accountTable('deals')
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('deal_with_id', ...refersTo('contacts'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('assigned_to_id', ...refersTo('users'))
        .addColumn('amount_cents', integer, (col) => col.notNull().defaultTo(0)),
    );
    await index('deals_by_id', 'deals', 'account_id, id');
    await index('deals_by_status', 'deals', 'account_id, status, id');
    await index('deals_by_assignee', 'deals', 'account_id, assigned_to_id, id');
    await index('deals_by_updated', 'deals', 'account_id, updated_at');
    await index('deals_by_contact', 'deals', 'deal_with_id');
    await createLinkTable(parts, 'deal_contacts', 'deals', 'contacts');

    await versioned(
      accountTable('todos')
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('due_at', integer)
        .addColumn('flagged', ...flag('flagged'))
        .addColumn('complete', ...flag('complete'))
        .addColumn('assigned_by_id', ...refersTo('users'))
        .addColumn('assigned_to_id', ...refersTo('users')),
    );
    // SQLite's table is ordered by id already (the rowid); PostgreSQL's heap is not.
    if (pg) await index('todos_by_account', 'todos', 'account_id, id');
    await index('todos_by_assignee', 'todos', 'account_id, assigned_to_id, id');
    await index('todos_by_updated', 'todos', 'account_id, updated_at');
    await createLinkTable(parts, 'todo_contacts', 'todos', 'contacts');
    await createLinkTable(parts, 'deal_todos', 'deals', 'todos');

    await versioned(
      accountTable('communications')
        .$call(texts('subject', 'body'))
        .addColumn('date_at', integer)
        .addColumn('ctype', 'text', (col) => col.notNull()),
    );
    await index('communications_by_id', 'communications', 'account_id, id');
    await index('communications_by_type', 'communications', 'account_id, ctype, id');
    await index('communications_by_updated', 'communications', 'account_id, updated_at');
    await index('communications_by_created', 'communications', 'account_id, created_at');
    await table('participants')
      .addColumn('communication_id', ...belongsTo('communications'))
      .addColumn('contact_id', ...belongsTo('contacts'))
      .addColumn('role', 'text', (col) =>
        col.notNull().check(sql`role IN ('from', 'to', 'cc', 'bcc')`),
      )
      .addPrimaryKeyConstraint('participants_pkey', ['communication_id', 'contact_id', 'role'])
      .execute();
    await index('participants_by_contact', 'participants', 'contact_id');
    await createLinkTable(parts, 'deal_communications', 'deals', 'communications');

    const record = 'record_kind, record_id';
    // Tag names are unique per account, compared without case ("VIP" and "vip" are one tag).
    const [flagType, flagColumn] = flag('is_supertag');
    await accountTable('tags')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('is_supertag', flagType, (col) =>
        pg
          ? flagColumn(col)
          : flagColumn(col).modifyEnd(sql`, UNIQUE (account_id, name COLLATE NOCASE)`),
      )
      .execute();
    if (pg) await uniquePerAccount('tags', 'name');
    await table('taggings')
      .addColumn('tag_id', ...belongsTo('tags'))
      .addColumn('account_id', ...belongsTo('accounts'))
      .$call(recordRef)
      .addColumn('created_at', integer, (col) => col.notNull())
      .addPrimaryKeyConstraint('taggings_pkey', ['tag_id', 'record_kind', 'record_id'])
      .execute();
    await index('taggings_by_record', 'taggings', record);

    await table('super_tag_fields')
      .addColumn('id', integer, id)
      .addColumn('tag_id', ...belongsTo('tags'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .$call(required('text', 'name', 'type'))
      .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
      .addUniqueConstraint('super_tag_fields_tag_id_name_key', ['tag_id', 'name'])
      .execute();
    // value: JSON text, a string for a text field, an array of strings for a multiple-choice field.
    await table('super_tag_values')
      .addColumn('field_id', ...belongsTo('super_tag_fields'))
      .$call(recordRef)
      .addColumn('value', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('super_tag_values_pkey', ['field_id', 'record_kind', 'record_id'])
      .execute();
    await index('super_tag_values_by_record', 'super_tag_values', record);

    await accountTable('comments')
      .$call(recordRef)
      .addColumn('user_id', ...refersTo('users'))
      .$call(required('text', 'author_name', 'comment'))
      .$call(required(integer, 'created_at', 'updated_at'))
      .execute();
    await index('comments_by_record', 'comments', `${record}, id`);

    await createCleanupTriggers(parts);
  },
};

/** A link table (`deal_contacts`: `deal_id`, `contact_id`): the pair its key, the 2nd indexed. */
async function createLinkTable(
  { table, belongsTo, index }: SchemaParts,
  name: string,
  ...records: [string, string]
): Promise<void> {
  const [first, second] = records.map((records) => records.replace(/s$/, ''));
  await table(name)
    .addColumn(`${first}_id`, ...belongsTo(records[0]))
    .addColumn(`${second}_id`, ...belongsTo(records[1]))
    .addPrimaryKeyConstraint(`${name}_pkey`, [`${first}_id`, `${second}_id`])
    .execute();
  await index(`${name}_by_${second}`, name, `${second}_id`);
}

/** Tags, SuperTag values and comments name a record without a foreign key: triggers clean up. */
async function createCleanupTriggers({ pg, run }: SchemaParts): Promise<void> {
  if (pg)
    await run(
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
  for (const table of ['contacts', 'deals', 'todos', 'communications']) {
    const named = table === 'contacts' ? undefined : `'${table.slice(0, -1)}'`;
    const superTagged = table === 'contacts' || table === 'deals';
    const attachments = ['taggings', ...(superTagged ? ['super_tag_values'] : []), 'comments'];
    const where = `record_kind = ${named ?? 'OLD.kind'} AND record_id = OLD.id`;
    const deletes = attachments.map((from) => `DELETE FROM ${from} WHERE ${where};`);
    const action = pg
      ? `FOR EACH ROW EXECUTE FUNCTION remove_record_attachments(${named ?? ''})`
      : `BEGIN ${deletes.join(' ')} END`;
    await run(`CREATE TRIGGER ${table}_cleanup AFTER DELETE ON ${table} ${action}`);
  }
}
