import { sql, type RawBuilder } from 'kysely';

/**
 * What `migrate` copies, table by table, in an order that satisfies the foreign keys: every
 * table of the schema, each with the rows that belong to one account. Ids are kept, so every
 * reference stays valid without remapping and the API answers the same documents.
 */
export interface MigratedTable {
  name: string;
  /** Columns copied (PostgreSQL's generated `contacts.search_name` and `deals.search_title` are not among them). */
  columns: readonly string[];
  /** The PostgreSQL ON CONFLICT target: a re-run finds the rows of an earlier one. */
  conflict: string;
  /** Columns refreshed when the row already exists; none for pure link rows. */
  update: readonly string[];
  /** The rows of account `accountId` (same SQL on SQLite and PostgreSQL). */
  owned(accountId: number): RawBuilder<unknown>;
  /** Copy order inside the table (referenced rows first). */
  order: string;
  /** For tables with their own ids: rows with one of `ids` that belong to another account. */
  foreignIds?(accountId: number, ids: readonly number[]): RawBuilder<unknown>;
}

const ofAccount = (accountId: number) => sql`account_id = ${accountId}`;
const ofOwner = (column: string, table: string) => (accountId: number) =>
  sql`${sql.ref(column)} IN (SELECT id FROM ${sql.table(table)} WHERE account_id = ${accountId})`;
const idsOfOtherAccounts = (table: string) => (accountId: number, ids: readonly number[]) =>
  sql`SELECT id FROM ${sql.table(table)} WHERE id = ANY(${[...ids]}::bigint[]) AND account_id <> ${accountId}`;

/** A table with an `id` and an `account_id`: upserted by id, every other column refreshed. */
function accountTable(name: string, columns: readonly string[], order = 'id'): MigratedTable {
  return {
    name,
    columns: ['id', ...columns],
    conflict: 'id',
    update: columns.filter((c) => c !== 'account_id'),
    owned: ofAccount,
    order,
    foreignIds: idsOfOtherAccounts(name),
  };
}

/** A link table: its columns are its key; a re-run inserts what is missing. */
function linkTable(
  name: string,
  columns: readonly string[],
  owner: { column: string; table: string },
): MigratedTable {
  return {
    name,
    columns,
    conflict: columns.join(', '),
    update: [],
    owned: ofOwner(owner.column, owner.table),
    order: columns.join(', '),
  };
}

const RECORD_COLUMNS = ['version', 'created_at', 'updated_at'];

export const MIGRATED_TABLES: readonly MigratedTable[] = [
  {
    name: 'accounts',
    columns: ['id', 'name', 'utc_offset_minutes', 'created_at'],
    conflict: 'id',
    update: ['name', 'utc_offset_minutes'],
    owned: (accountId) => sql`id = ${accountId}`,
    order: 'id',
  },
  accountTable('users', [
    'account_id',
    'name',
    'email',
    'token_hash',
    'created_at',
    'role',
    'active',
  ]),
  {
    name: 'deal_statuses',
    columns: ['account_id', 'position', 'name', 'kind', 'retired'],
    conflict: 'account_id, nocase(name)',
    update: ['position', 'name', 'kind', 'retired'],
    owned: ofAccount,
    order: 'position',
  },
  // Companies before the people whose company_id names them.
  accountTable(
    'contacts',
    [
      'account_id',
      'kind',
      'name',
      'first_name',
      'last_name',
      'title',
      'notes',
      'small_image',
      'large_image',
      'company_id',
      ...RECORD_COLUMNS,
    ],
    '(company_id IS NOT NULL), id',
  ),
  accountTable('locations', [
    'account_id',
    'contact_id',
    'label',
    'is_primary',
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
  ]),
  accountTable('deals', [
    'account_id',
    'title',
    'description',
    'deal_with_id',
    'status',
    'assigned_to_id',
    'amount_cents',
    ...RECORD_COLUMNS,
  ]),
  accountTable('todos', [
    'account_id',
    'title',
    'description',
    'due_at',
    'flagged',
    'complete',
    'assigned_by_id',
    'assigned_to_id',
    ...RECORD_COLUMNS,
  ]),
  accountTable('communications', [
    'account_id',
    'subject',
    'body',
    'date_at',
    'ctype',
    ...RECORD_COLUMNS,
  ]),
  linkTable('deal_contacts', ['deal_id', 'contact_id'], { column: 'deal_id', table: 'deals' }),
  linkTable('deal_todos', ['deal_id', 'todo_id'], { column: 'deal_id', table: 'deals' }),
  linkTable('deal_communications', ['deal_id', 'communication_id'], {
    column: 'deal_id',
    table: 'deals',
  }),
  linkTable('todo_contacts', ['todo_id', 'contact_id'], { column: 'todo_id', table: 'todos' }),
  linkTable('participants', ['communication_id', 'contact_id', 'role'], {
    column: 'communication_id',
    table: 'communications',
  }),
  accountTable('tags', ['account_id', 'name', 'is_supertag']),
  {
    name: 'taggings',
    columns: ['tag_id', 'account_id', 'record_kind', 'record_id', 'created_at'],
    conflict: 'tag_id, record_kind, record_id',
    update: ['created_at'],
    owned: ofAccount,
    order: 'tag_id, record_kind, record_id',
  },
  {
    name: 'super_tag_fields',
    columns: ['id', 'tag_id', 'position', 'name', 'type', 'options', 'text'],
    conflict: 'id',
    update: ['position', 'name', 'type', 'options', 'text'],
    owned: ofOwner('tag_id', 'tags'),
    order: 'id',
    foreignIds: (accountId, ids) =>
      sql`SELECT f.id FROM super_tag_fields f JOIN tags t ON t.id = f.tag_id WHERE f.id = ANY(${[...ids]}::bigint[]) AND t.account_id <> ${accountId}`,
  },
  {
    name: 'super_tag_values',
    columns: ['field_id', 'record_kind', 'record_id', 'value'],
    conflict: 'field_id, record_kind, record_id',
    update: ['value'],
    owned: (accountId) =>
      sql`field_id IN (SELECT f.id FROM super_tag_fields f JOIN tags t ON t.id = f.tag_id WHERE t.account_id = ${accountId})`,
    order: 'field_id, record_kind, record_id',
  },
  accountTable('comments', [
    'account_id',
    'record_kind',
    'record_id',
    'user_id',
    'author_name',
    'comment',
    'created_at',
    'updated_at',
  ]),
  accountTable('activities', [
    'account_id',
    'user_id',
    'user_name',
    'record_kind',
    'record_id',
    'record_name',
    'kind',
    'description',
    'changes',
    'created_at',
  ]),
  accountTable('restore_entries', [
    'account_id',
    'snapshot_id',
    'source_kind',
    'source_id',
    'created_id',
    'updated_at',
  ]),
  accountTable('saved_views', [
    'account_id',
    'user_id',
    'list',
    'name',
    'address',
    'columns',
    'pinned',
    'shared',
    'created_at',
    'updated_at',
  ]),
];

/** Tables whose `id` is an identity: their sequences must continue after the copied ids. */
export const IDENTITY_TABLES = MIGRATED_TABLES.filter((t) => t.columns[0] === 'id').map(
  (t) => t.name,
);
