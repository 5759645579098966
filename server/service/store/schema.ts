import type { Generated } from 'kysely';

/**
 * Table types for Kysely, as the migrations make them: times in epoch ms, booleans 0/1.
 * `Generated`: the database fills the column when an insert leaves it out (identity, default).
 */

/** How a table of the account's rows starts (`accountRows` in the migrations). */
interface AccountRow {
  id: Generated<number>;
  account_id: number;
}
/** A contact, deal, to-do or communication: `version` is its ETag. */
interface RecordColumns extends AccountRow {
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}
export interface AccountsTable {
  id: Generated<number>;
  name: string;
  utc_offset_minutes: number;
  created_at: number;
}
export interface UsersTable extends AccountRow {
  name: string;
  email: string;
  token_hash: Buffer;
  created_at: number;
}
export interface DealStatusesTable {
  account_id: number;
  position: number;
  name: string;
}
export interface ContactsTable
  extends RecordColumns, Record<'first_name' | 'last_name' | 'title' | 'notes', Generated<string>> {
  kind: 'person' | 'company';
  name: string;
  small_image: string | null;
  large_image: string | null;
  company_id: number | null;
}
/** A location's fields that are '' when not given. */
type LocationText = 'email' | 'website' | 'phone' | 'cell' | 'fax' | 'street_1' | 'street_2';
type LocationAddress = 'city' | 'state' | 'postal_code' | 'country';
export interface LocationsTable
  extends AccountRow, Record<LocationText | LocationAddress, Generated<string>> {
  contact_id: number;
  label: string;
  is_primary: Generated<number>;
}
export interface DealsTable extends RecordColumns {
  title: string;
  description: string;
  deal_with_id: number | null;
  status: string;
  assigned_to_id: number | null;
  amount_cents: number;
}
export interface TodosTable extends RecordColumns {
  title: string;
  description: string;
  due_at: number | null;
  flagged: number;
  complete: number;
  assigned_by_id: number | null;
  assigned_to_id: number | null;
}
export interface CommunicationsTable extends RecordColumns {
  subject: string;
  body: string;
  date_at: number | null;
  ctype: string;
}
export interface TagsTable extends AccountRow {
  name: string;
  is_supertag: number;
}
export interface TaggingsTable {
  tag_id: number;
  account_id: number;
  record_kind: string;
  record_id: number;
  created_at: number;
}
export interface SuperTagFieldsTable {
  id: Generated<number>;
  tag_id: number;
  position: number;
  name: string;
  type: string;
  options: string;
  text: string;
}
export interface SuperTagValuesTable {
  field_id: number;
  record_kind: string;
  record_id: number;
  value: string;
}
export interface CommentsTable extends AccountRow {
  record_kind: string;
  record_id: number;
  user_id: number | null;
  author_name: string;
  comment: string;
  created_at: number;
  updated_at: number;
}
export interface ActivitiesTable extends AccountRow {
  user_id: number | null;
  user_name: string;
  record_kind: string;
  record_id: number;
  record_name: string;
  kind: string;
  description: string;
  /** JSON: [{ field, old, new }] for updates, [] otherwise. */
  changes: Generated<string>;
  created_at: number;
}

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  deal_statuses: DealStatusesTable;
  contacts: ContactsTable;
  locations: LocationsTable;
  deals: DealsTable;
  deal_contacts: { deal_id: number; contact_id: number };
  deal_todos: { deal_id: number; todo_id: number };
  deal_communications: { deal_id: number; communication_id: number };
  todos: TodosTable;
  todo_contacts: { todo_id: number; contact_id: number };
  communications: CommunicationsTable;
  participants: { communication_id: number; contact_id: number; role: string };
  tags: TagsTable;
  taggings: TaggingsTable;
  super_tag_fields: SuperTagFieldsTable;
  super_tag_values: SuperTagValuesTable;
  comments: CommentsTable;
  activities: ActivitiesTable;
}
