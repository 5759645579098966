import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * Saved views (issue 32): a user's named address of a list screen, shared with the account's
 * users or not. A view goes with its owner (and the owner's account). Lists read a user's own
 * views and the account's shared ones, each by one index.
 */
export const savedViewsMigration: StoreMigration = {
  name: '0007_saved_views',
  async up(target) {
    const { integer, accountTable, belongsTo, required, texts, flag, index } = schemaParts(target);
    await accountTable('saved_views')
      .addColumn('user_id', ...belongsTo('users'))
      .$call(required('text', 'name', 'list'))
      .$call(texts('address', 'columns'))
      .addColumn('shared', ...flag('shared'))
      .addColumn('pinned', ...flag('pinned'))
      .$call(required(integer, 'created_at', 'updated_at'))
      .execute();
    await index('saved_views_by_user', 'saved_views', 'account_id, user_id, id');
    await index('saved_views_shared', 'saved_views', 'account_id, shared, id');
  },
};
