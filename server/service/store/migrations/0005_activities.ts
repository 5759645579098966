import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * The activity log (issue 14). Rows keep the record's and user's names as they were, without
 * foreign keys, so a deleted record's history still reads as it happened. Indexes end with `id
 * DESC`: every list (and the account's comments) is newest first, a page one index walk.
 */
export const activitiesMigration: StoreMigration = {
  name: '0005_activities',
  async up(target) {
    const { integer, accountTable, required, recordRef, index } = schemaParts(target);
    await accountTable('activities')
      .addColumn('user_id', integer)
      .addColumn('user_name', 'text', (col) => col.notNull())
      .$call(recordRef)
      .$call(required('text', 'record_name', 'kind', 'description'))
      .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('created_at', integer, (col) => col.notNull())
      .execute();
    await index('activities_by_account', 'activities', 'account_id, id desc');
    await index(
      'activities_by_record',
      'activities',
      'account_id, record_kind, record_id, id desc',
    );
    await index('activities_by_user', 'activities', 'account_id, user_id, id desc');
    await index('comments_by_account', 'comments', 'account_id, id desc');
    // Retention deletes the oldest rows of every account: by time, without reading the others.
    await index('activities_by_time', 'activities', 'created_at');
  },
};
