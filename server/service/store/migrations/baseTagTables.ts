import { sql } from 'kysely';
import { createIndex, schemaParts, type MigrationTarget } from './schemaParts';

/** Tags and taggings, SuperTag fields and values, comments (migration 1). */
export async function createBaseTagTables({ db, kind }: MigrationTarget): Promise<void> {
  const { pg, integer, id, flag, nocase, accountId } = schemaParts(kind);
  const recordColumns = ['record_kind', 'record_id'] as const;

  // Tag names are unique per account, compared without case ("VIP" and "vip" are one tag).
  await db.schema
    .createTable('tags')
    .addColumn('id', integer, id)
    .addColumn('account_id', ...accountId)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_supertag', flag('is_supertag')[0], (col) => {
      const flagged = flag('is_supertag')[1](col);
      return pg ? flagged : flagged.modifyEnd(sql`, UNIQUE (account_id, name COLLATE NOCASE)`);
    })
    .execute();
  if (pg)
    await createIndex(db, 'tags_account_name', 'tags', ['account_id', nocase('name')], {
      unique: true,
    });
  await db.schema
    .createTable('taggings')
    .addColumn('tag_id', integer, (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('account_id', ...accountId)
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('created_at', integer, (col) => col.notNull())
    .addPrimaryKeyConstraint('taggings_pkey', ['tag_id', ...recordColumns])
    .execute();
  await createIndex(db, 'taggings_by_record', 'taggings', recordColumns);

  await db.schema
    .createTable('super_tag_fields')
    .addColumn('id', integer, id)
    .addColumn('tag_id', integer, (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('super_tag_fields_tag_id_name_key', ['tag_id', 'name'])
    .execute();
  // value: JSON text, a string for a text field, an array of strings for a multiple-choice field.
  await db.schema
    .createTable('super_tag_values')
    .addColumn('field_id', integer, (col) =>
      col.notNull().references('super_tag_fields.id').onDelete('cascade'),
    )
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('super_tag_values_pkey', ['field_id', ...recordColumns])
    .execute();
  await createIndex(db, 'super_tag_values_by_record', 'super_tag_values', recordColumns);

  await db.schema
    .createTable('comments')
    .addColumn('id', integer, id)
    .addColumn('account_id', ...accountId)
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', integer, (col) => col.notNull())
    .addColumn('user_id', integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', integer, (col) => col.notNull())
    .addColumn('updated_at', integer, (col) => col.notNull())
    .execute();
  await createIndex(db, 'comments_by_record', 'comments', [...recordColumns, 'id']);
}
