import { createIndex, schemaParts, type StoreMigration } from './schemaParts';

/**
 * Indexes for sorted lists (the sort extension): a sorted page walks an index in the sort's order
 * and stops after the page, instead of sorting every contact of the account. A person's name
 * column is the full name. A descending sort walks the index backwards and sorts only each run
 * of equal keys by id.
 *
 * SQLite: every index ends with the rowid (= id), so (…, key) already orders ties by id; the
 * existing contacts_by_name and contacts_by_updated serve name and updated_at, these two add
 * created_at and a person's last_name (then first name).
 * PostgreSQL: indexes do not end with the id by themselves, so each names it. Names are ordered
 * as the lists order them, nocase(…) COLLATE "C" (SQLite's NOCASE order whatever the database's
 * collation); contacts_by_name stays for equality lookups in the default collation.
 */
export const sortIndexesMigration: StoreMigration = {
  name: '0003_sort_indexes',
  async up({ db, kind }) {
    const { pg, nocaseOrder } = schemaParts(kind);
    const index = (name: string, terms: string) =>
      createIndex(db, name, 'contacts', `account_id, kind, ${terms}${pg ? ', id' : ''}`);
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
    await db.schema.dropIndex('contacts_by_updated').execute();
  },
};
