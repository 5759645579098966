import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * Indexes for sorted lists: a page walks an index in the sort's order (backwards when descending)
 * and stops. SQLite's indexes end with the rowid (= id); contacts_by_name and _by_updated serve
 * name and updated_at. PostgreSQL's name the id, and order names as the lists do (contacts_by_name
 * stays for equality lookups).
 */
export const sortIndexesMigration: StoreMigration = {
  name: '0003_sort_indexes',
  async up(target) {
    const { pg, nocaseOrder, index: createIndex } = schemaParts(target);
    const index = (name: string, terms: string) =>
      createIndex(name, 'contacts', `account_id, kind, ${terms}${pg ? ', id' : ''}`);
    const lastName = `${nocaseOrder('last_name')}, ${nocaseOrder('first_name')}`;
    if (!pg) {
      await index('contacts_by_created', 'created_at');
      await index('contacts_by_last_name', lastName);
      return;
    }
    await index('contacts_by_name_order', nocaseOrder('name'));
    await index('contacts_by_last_name_order', lastName);
    await index('contacts_by_created', 'created_at');
    // Serves updated_since as the index it replaces did, and the updated_at order.
    await index('contacts_by_updated_order', 'updated_at');
    await target.db.schema.dropIndex('contacts_by_updated').execute();
  },
};
