import { sql, type CreateTableBuilder } from 'kysely';
import { createIndex, schemaParts, type MigrationTarget } from './schemaParts';

type Table = CreateTableBuilder<string, string>;

/** Text columns that are '' when not given. */
const texts = (table: Table, names: readonly string[]): Table =>
  names.reduce((t, name) => t.addColumn(name, 'text', (col) => col.notNull().defaultTo('')), table);

/**
 * A link between two records (`deal_contacts`…): the pair is the key, and an index on the second
 * finds the links of that record (`deal_contacts_by_contact`).
 */
async function createLinkTable(
  { db, kind }: MigrationTarget,
  table: string,
  first: [string, string],
  second: [string, string],
): Promise<void> {
  const { integer } = schemaParts(kind);
  await db.schema
    .createTable(table)
    .addColumn(first[0], integer, (col) =>
      col.notNull().references(`${first[1]}.id`).onDelete('cascade'),
    )
    .addColumn(second[0], integer, (col) =>
      col.notNull().references(`${second[1]}.id`).onDelete('cascade'),
    )
    .addPrimaryKeyConstraint(`${table}_pkey`, [first[0], second[0]])
    .execute();
  await createIndex(db, `${table}_by_${second[0].replace(/_id$/, '')}`, table, [second[0]]);
}

/** Contacts, locations, deals, to-dos, communications and the links between them (migration 1). */
export async function createBaseRecordTables(target: MigrationTarget): Promise<void> {
  const { db, kind } = target;
  const { pg, integer, id, flag, nocase, accountId } = schemaParts(kind);
  const account = (table: Table): Table =>
    table.addColumn('id', integer, id).addColumn('account_id', ...accountId);
  const versioned = (table: Table): Table =>
    table
      .addColumn('version', integer, (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', integer, (col) => col.notNull())
      .addColumn('updated_at', integer, (col) => col.notNull());

  // People and companies share one id space: participants, deals and affiliations refer to a
  // "contact" by id without saying which kind it is.
  let contacts = account(db.schema.createTable('contacts')).addColumn('kind', 'text', (col) =>
    col.notNull().check(sql`kind IN ('person', 'company')`),
  );
  contacts = texts(contacts, ['name', 'first_name', 'last_name', 'title', 'notes'])
    .addColumn('small_image', 'text')
    .addColumn('large_image', 'text')
    .addColumn('company_id', integer, (col) => col.references('contacts.id').onDelete('set null'));
  await versioned(contacts).execute();
  await createIndex(db, 'contacts_by_kind', 'contacts', ['account_id', 'kind', 'id']);
  await createIndex(db, 'contacts_by_name', 'contacts', ['account_id', 'kind', nocase('name')]);
  await createIndex(db, 'contacts_by_updated', 'contacts', ['account_id', 'kind', 'updated_at']);
  await createIndex(db, 'contacts_by_company', 'contacts', ['company_id']);

  const locations = account(db.schema.createTable('locations'))
    .addColumn('contact_id', integer, (col) =>
      col.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('is_primary', ...flag('is_primary'));
  await texts(locations, [
    'email',
    'website',
    'phone',
    'cell',
    'fax',
    'street_1',
    'street_2',
    'city',
    'state',
    'postal_code',
    'country',
  ])
    .addUniqueConstraint('locations_contact_id_label_key', ['contact_id', 'label'])
    .execute();
  // PostgreSQL finds e-mails through its trigram index (migration 2).
  if (!pg)
    await createIndex(db, 'locations_by_email', 'locations', ['account_id', nocase('email')]);
  await createIndex(db, 'locations_by_state', 'locations', ['account_id', nocase('state')]);

  const deals = account(db.schema.createTable('deals'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('deal_with_id', integer, (col) => col.references('contacts.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('assigned_to_id', integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('amount_cents', integer, (col) => col.notNull().defaultTo(0));
  await versioned(deals).execute();
  await createIndex(db, 'deals_by_id', 'deals', ['account_id', 'id']);
  await createIndex(db, 'deals_by_status', 'deals', ['account_id', 'status', 'id']);
  await createIndex(db, 'deals_by_assignee', 'deals', ['account_id', 'assigned_to_id', 'id']);
  await createIndex(db, 'deals_by_updated', 'deals', ['account_id', 'updated_at']);
  await createIndex(db, 'deals_by_contact', 'deals', ['deal_with_id']);
  await createLinkTable(target, 'deal_contacts', ['deal_id', 'deals'], ['contact_id', 'contacts']);

  const todos = account(db.schema.createTable('todos'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('due_at', integer)
    .addColumn('flagged', ...flag('flagged'))
    .addColumn('complete', ...flag('complete'))
    .addColumn('assigned_by_id', integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('assigned_to_id', integer, (col) => col.references('users.id').onDelete('set null'));
  await versioned(todos).execute();
  // SQLite's table is ordered by id already (the rowid); PostgreSQL's heap is not.
  if (pg) await createIndex(db, 'todos_by_account', 'todos', ['account_id', 'id']);
  await createIndex(db, 'todos_by_assignee', 'todos', ['account_id', 'assigned_to_id', 'id']);
  await createIndex(db, 'todos_by_updated', 'todos', ['account_id', 'updated_at']);
  await createLinkTable(target, 'todo_contacts', ['todo_id', 'todos'], ['contact_id', 'contacts']);
  await createLinkTable(target, 'deal_todos', ['deal_id', 'deals'], ['todo_id', 'todos']);

  const communications = texts(account(db.schema.createTable('communications')), [
    'subject',
    'body',
  ])
    .addColumn('date_at', integer)
    .addColumn('ctype', 'text', (col) => col.notNull());
  await versioned(communications).execute();
  await createIndex(db, 'communications_by_id', 'communications', ['account_id', 'id']);
  await createIndex(db, 'communications_by_type', 'communications', ['account_id', 'ctype', 'id']);
  await createIndex(db, 'communications_by_updated', 'communications', [
    'account_id',
    'updated_at',
  ]);
  await createIndex(db, 'communications_by_created', 'communications', [
    'account_id',
    'created_at',
  ]);
  await db.schema
    .createTable('participants')
    .addColumn('communication_id', integer, (col) =>
      col.notNull().references('communications.id').onDelete('cascade'),
    )
    .addColumn('contact_id', integer, (col) =>
      col.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role IN ('from', 'to', 'cc', 'bcc')`),
    )
    .addPrimaryKeyConstraint('participants_pkey', ['communication_id', 'contact_id', 'role'])
    .execute();
  await createIndex(db, 'participants_by_contact', 'participants', ['contact_id']);
  await createLinkTable(
    target,
    'deal_communications',
    ['deal_id', 'deals'],
    ['communication_id', 'communications'],
  );
}
