import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * What a restore created, kept by the target account (issue 30): per snapshot (its SHA-256), each
 * record created (kind + the snapshot's id → the new id) and each step done below one, so a
 * restore run again from another browser or the command line creates nothing twice. No foreign
 * key to the records: an entry whose record was deleted since is found stale and replaced.
 */
export const restoreMapMigration: StoreMigration = {
  name: '0008_restore_map',
  async up(target) {
    const { integer, accountTable, required, index } = schemaParts(target);
    await accountTable('restore_entries')
      .$call(required('text', 'snapshot_id', 'source_kind', 'source_id'))
      .addColumn('created_id', integer)
      .addColumn('updated_at', integer, (col) => col.notNull())
      .execute();
    await index(
      'restore_entries_by_source',
      'restore_entries',
      'account_id, snapshot_id, source_kind, source_id',
      'unique',
    );
  },
};
