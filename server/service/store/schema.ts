import type { Generated } from 'kysely';
import type { UserRole } from '#xml/account';
import type { StageKind } from '#xml/dealStage';

/**
 * Table types for Kysely, as the migrations make them: times in epoch ms, booleans 0/1.
 * `Generated`: the database fills the column when an insert leaves it out (identity, default).
 */

/** How a table of the account's rows starts (`accountRows` in the migrations). */
type AccountRow = { id: Generated<number>; account_id: number };
type Stamps = { created_at: number; updated_at: number };
/** A contact, deal, to-do or communication: `version` is its ETag. */
type RecordColumns = AccountRow & Stamps & { version: Generated<number> };
/** The record a tagging, SuperTag value, comment or activity is about (no foreign key). */
type RecordRef = { record_kind: string; record_id: number };
/** Text columns that are '' when not given. */
type Texts<C extends string> = Record<C, Generated<string>>;

export interface ContactsTable
  extends RecordColumns, Texts<'first_name' | 'last_name' | 'title' | 'notes'> {
  kind: 'person' | 'company';
  name: string;
  small_image: string | null;
  large_image: string | null;
  company_id: number | null;
}
type LocationText = 'email' | 'website' | 'phone' | 'cell' | 'fax' | 'street_1' | 'street_2';
type LocationAddress = 'city' | 'state' | 'postal_code' | 'country';
export interface LocationsTable extends AccountRow, Texts<LocationText | LocationAddress> {
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
export interface SuperTagFieldsTable extends Record<'name' | 'type' | 'options' | 'text', string> {
  id: Generated<number>;
  tag_id: number;
  position: number;
}
interface CommentsTable extends AccountRow, RecordRef, Stamps {
  user_id: number | null;
  author_name: string;
  comment: string;
}
interface ActivitiesTable extends AccountRow, RecordRef {
  user_id: number | null;
  user_name: string;
  record_name: string;
  kind: string;
  description: string;
  /** JSON: [{ field, old, new }] for updates, [] otherwise. */
  changes: Generated<string>;
  created_at: number;
}
interface SavedViewsTable extends AccountRow, Stamps, Texts<'address' | 'columns'> {
  user_id: number;
  name: string;
  list: string;
  shared: Generated<number>;
  pinned: Generated<number>;
}

export interface Database {
  accounts: { id: Generated<number>; name: string; utc_offset_minutes: number; created_at: number };
  users: AccountRow & { name: string; email: string; token_hash: Buffer; created_at: number } & {
    role: Generated<UserRole>;
    /** 0/1: an inactive user's token is refused (migration 0006). */
    active: Generated<number>;
  };
  deal_statuses: {
    account_id: number;
    position: number;
    name: string;
    /** open, won (closed-won) or lost (closed-lost) (migration 0009). */
    kind: Generated<StageKind>;
    /** 0/1: retired, no new moves; its deals keep it (migration 0009). */
    retired: Generated<number>;
  };
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
  tags: AccountRow & { name: string; is_supertag: number };
  taggings: RecordRef & { tag_id: number; account_id: number; created_at: number };
  super_tag_fields: SuperTagFieldsTable;
  super_tag_values: RecordRef & { field_id: number; value: string };
  comments: CommentsTable;
  activities: ActivitiesTable;
  saved_views: SavedViewsTable;
  restore_entries: AccountRow & {
    snapshot_id: string;
    source_kind: string;
    source_id: string;
    created_id: number | null;
    updated_at: number;
  };
}
