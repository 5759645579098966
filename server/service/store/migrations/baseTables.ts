import { sql } from 'kysely';
import { createIndex, schemaParts, texts, type MigrationTarget, type Table } from './schemaParts';

/**
 * A link between two records (`deal_contacts`…): the pair is the key, and an index on the second
 * finds the links of that record (`deal_contacts_by_contact`).
 */
async function createLinkTable(
  { db, kind }: MigrationTarget,
  table: string,
  [first, firstTable]: [string, string],
  [second, secondTable]: [string, string],
): Promise<void> {
  const { belongsTo } = schemaParts(kind);
  await db.schema
    .createTable(table)
    .addColumn(first, ...belongsTo(firstTable))
    .addColumn(second, ...belongsTo(secondTable))
    .addPrimaryKeyConstraint(`${table}_pkey`, [first, second])
    .execute();
  await createIndex(db, `${table}_by_${second.replace(/_id$/, '')}`, table, second);
}

/** Contacts, locations, deals, to-dos, communications and the links between them (migration 1). */
export async function createBaseRecordTables(target: MigrationTarget): Promise<void> {
  const { db, kind } = target;
  const { pg, integer, flag, nocase, accountRows, belongsTo, refersTo } = schemaParts(kind);
  const create = (table: string) => accountRows(db.schema.createTable(table));
  const versioned = (table: Table) =>
    table
      .addColumn('version', integer, (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', integer, (col) => col.notNull())
      .addColumn('updated_at', integer, (col) => col.notNull())
      .execute();

  // People and companies share one id space: participants, deals and affiliations refer to a
  // "contact" by id without saying which kind it is.
  const contacts = create('contacts').addColumn('kind', 'text', (col) =>
    col.notNull().check(sql`kind IN ('person', 'company')`),
  );
  await versioned(
    texts(contacts, ['name', 'first_name', 'last_name', 'title', 'notes'])
      .addColumn('small_image', 'text')
      .addColumn('large_image', 'text')
      .addColumn('company_id', ...refersTo('contacts')),
  );
  await createIndex(db, 'contacts_by_kind', 'contacts', 'account_id, kind, id');
  await createIndex(db, 'contacts_by_name', 'contacts', `account_id, kind, ${nocase('name')}`);
  await createIndex(db, 'contacts_by_updated', 'contacts', 'account_id, kind, updated_at');
  await createIndex(db, 'contacts_by_company', 'contacts', 'company_id');

  const locations = create('locations')
    .addColumn('contact_id', ...belongsTo('contacts'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('is_primary', ...flag('is_primary'));
  const address = ['street_1', 'street_2', 'city', 'state', 'postal_code', 'country'];
  await texts(locations, ['email', 'website', 'phone', 'cell', 'fax', ...address])
    .addUniqueConstraint('locations_contact_id_label_key', ['contact_id', 'label'])
    .execute();
  // PostgreSQL finds e-mails through its trigram index (migration 2).
  if (!pg)
    await createIndex(db, 'locations_by_email', 'locations', `account_id, ${nocase('email')}`);
  await createIndex(db, 'locations_by_state', 'locations', `account_id, ${nocase('state')}`);

  await versioned(
    create('deals')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('deal_with_id', ...refersTo('contacts'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('assigned_to_id', ...refersTo('users'))
      .addColumn('amount_cents', integer, (col) => col.notNull().defaultTo(0)),
  );
  await createIndex(db, 'deals_by_id', 'deals', 'account_id, id');
  await createIndex(db, 'deals_by_status', 'deals', 'account_id, status, id');
  await createIndex(db, 'deals_by_assignee', 'deals', 'account_id, assigned_to_id, id');
  await createIndex(db, 'deals_by_updated', 'deals', 'account_id, updated_at');
  await createIndex(db, 'deals_by_contact', 'deals', 'deal_with_id');
  await createLinkTable(target, 'deal_contacts', ['deal_id', 'deals'], ['contact_id', 'contacts']);

  await versioned(
    create('todos')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('due_at', integer)
      .addColumn('flagged', ...flag('flagged'))
      .addColumn('complete', ...flag('complete'))
      .addColumn('assigned_by_id', ...refersTo('users'))
      .addColumn('assigned_to_id', ...refersTo('users')),
  );
  // SQLite's table is ordered by id already (the rowid); PostgreSQL's heap is not.
  if (pg) await createIndex(db, 'todos_by_account', 'todos', 'account_id, id');
  await createIndex(db, 'todos_by_assignee', 'todos', 'account_id, assigned_to_id, id');
  await createIndex(db, 'todos_by_updated', 'todos', 'account_id, updated_at');
  await createLinkTable(target, 'todo_contacts', ['todo_id', 'todos'], ['contact_id', 'contacts']);
  await createLinkTable(target, 'deal_todos', ['deal_id', 'deals'], ['todo_id', 'todos']);

  await versioned(
    texts(create('communications'), ['subject', 'body'])
      .addColumn('date_at', integer)
      .addColumn('ctype', 'text', (col) => col.notNull()),
  );
  await createIndex(db, 'communications_by_id', 'communications', 'account_id, id');
  await createIndex(db, 'communications_by_type', 'communications', 'account_id, ctype, id');
  await createIndex(db, 'communications_by_updated', 'communications', 'account_id, updated_at');
  await createIndex(db, 'communications_by_created', 'communications', 'account_id, created_at');
  await db.schema
    .createTable('participants')
    .addColumn('communication_id', ...belongsTo('communications'))
    .addColumn('contact_id', ...belongsTo('contacts'))
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role IN ('from', 'to', 'cc', 'bcc')`),
    )
    .addPrimaryKeyConstraint('participants_pkey', ['communication_id', 'contact_id', 'role'])
    .execute();
  await createIndex(db, 'participants_by_contact', 'participants', 'contact_id');
  await createLinkTable(
    target,
    'deal_communications',
    ['deal_id', 'deals'],
    ['communication_id', 'communications'],
  );
}

/** Tags and taggings, SuperTag fields and values, comments (migration 1). */
export async function createBaseTagTables({ db, kind }: MigrationTarget): Promise<void> {
  const { pg, integer, id, flag, nocase, accountRows, belongsTo, refersTo } = schemaParts(kind);
  const record = 'record_kind, record_id';
  const recordColumns = ['record_kind', 'record_id'] as const;

  // Tag names are unique per account, compared without case ("VIP" and "vip" are one tag).
  const [flagType, flagColumn] = flag('is_supertag');
  await accountRows(db.schema.createTable('tags'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_supertag', flagType, (col) =>
      pg
        ? flagColumn(col)
        : flagColumn(col).modifyEnd(sql`, UNIQUE (account_id, name COLLATE NOCASE)`),
    )
    .execute();
  if (pg)
    await createIndex(db, 'tags_account_name', 'tags', `account_id, ${nocase('name')}`, 'unique');
  await db.schema
    .createTable('taggings')
    .addColumn('tag_id', ...belongsTo('tags'))
    .addColumn('account_id', ...belongsTo('accounts'))
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('created_at', integer, (col) => col.notNull())
    .addPrimaryKeyConstraint('taggings_pkey', ['tag_id', ...recordColumns])
    .execute();
  await createIndex(db, 'taggings_by_record', 'taggings', record);

  await db.schema
    .createTable('super_tag_fields')
    .addColumn('id', integer, id)
    .addColumn('tag_id', ...belongsTo('tags'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('super_tag_fields_tag_id_name_key', ['tag_id', 'name'])
    .execute();
  // value: JSON text, a string for a text field, an array of strings for a multiple-choice field.
  await db.schema
    .createTable('super_tag_values')
    .addColumn('field_id', ...belongsTo('super_tag_fields'))
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('super_tag_values_pkey', ['field_id', ...recordColumns])
    .execute();
  await createIndex(db, 'super_tag_values_by_record', 'super_tag_values', record);

  await accountRows(db.schema.createTable('comments'))
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('user_id', ...refersTo('users'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', integer, (col) => col.notNull())
    .addColumn('updated_at', integer, (col) => col.notNull())
    .execute();
  await createIndex(db, 'comments_by_record', 'comments', `${record}, id`);
}
