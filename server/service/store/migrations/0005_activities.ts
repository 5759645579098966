import { createIndex, schemaParts, type StoreMigration } from './schemaParts';

/**
 * The activity log (issue 14, "what changed, and by whom"): one row per change, written in the
 * same transaction as the change. Rows keep the record's kind, id and name and the user's name as
 * they were, so a deleted record's history (and a renamed user's) still reads as it happened;
 * no foreign key to the record or the user for that reason. `changes` is JSON text: an array of
 * { field, old, new } for updates, `[]` otherwise.
 *
 * Indexes end with `id DESC`: every list is newest first and a page walks one index and stops,
 * whatever the size of the account's log (the account's stream, one record's history, one
 * user's actions). The same for the account's comments, which `comments.xml` lists newest first.
 */
export const activitiesMigration: StoreMigration = {
  name: '0005_activities',
  async up({ db, kind }) {
    const { integer, accountRows } = schemaParts(kind);
    await accountRows(db.schema.createTable('activities'))
      .addColumn('user_id', integer)
      .addColumn('user_name', 'text', (col) => col.notNull())
      .addColumn('record_kind', 'text', (col) => col.notNull())
      .addColumn('record_id', integer, (col) => col.notNull())
      .addColumn('record_name', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await createIndex(db, 'activities_by_account', 'activities', 'account_id, id desc');
    await createIndex(
      db,
      'activities_by_record',
      'activities',
      'account_id, record_kind, record_id, id desc',
    );
    await createIndex(db, 'activities_by_user', 'activities', 'account_id, user_id, id desc');
    // The account's comments newest first (`comments.xml` without a record).
    await createIndex(db, 'comments_by_account', 'comments', 'account_id, id desc');
    // Retention deletes the oldest rows of every account: by time, without reading the others.
    await createIndex(db, 'activities_by_time', 'activities', 'created_at');
  },
};
