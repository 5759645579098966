import {
  superTagDefinitionProblems,
  type SuperTagDefinition,
  type SuperTagWrite,
} from '#xml/superTag';
import type { Tag } from '#xml/tag';
import type { Executor, StoreDb } from '../dialect/database';
import type { RecordKind, Scope } from '../scope';
import { InvalidSuperTagDefinition, type SuperTagChangeOutcome } from '../tagStore';
import { recordActivity, recordEmbedChange } from './activityLog';
import { readOfRecord, recordExists, touchRecord } from './records';
import {
  fieldRows,
  normalised,
  toField,
  touchTaggedRecords,
  writeFields,
  writeValue,
} from './tags/superTags';
import {
  deleteTagging,
  ensureTagRow,
  findTagRow,
  insertTagging,
  orderedTags,
  recordTagsQuery,
  type TagRow,
} from './tags/tagRows';

const toTag = ({ id, name, is_supertag }: TagRow): Tag => ({
  id,
  name,
  supertag: is_supertag === 1,
});

/** Names in one order for every writer: requests adding "a, b" and "b, a" at once wait instead of deadlocking. */
const inLockOrder = (names: readonly string[]): string[] =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );

/** The tag area (`TagStore`; helpers in `sql/tags/`). */
export function sqlTagStore(db: StoreDb) {
  const recordTags = recordTagsQuery(db);

  /** A write to the record's values of the SuperTag of that name; its definition stays as read until commit. */
  const writeSuperTag = (
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
    write: (trx: Executor, tag: TagRow) => Promise<void>,
  ): Promise<SuperTagChangeOutcome> =>
    db.write(async (trx) => {
      if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
      const tag = await findTagRow(trx, db.dialect, scope.accountId, name, 'share');
      if (tag?.is_supertag !== 1) return 'supertag_not_found';
      await write(trx, tag);
      return 'ok';
    });

  return {
    /** Tags of each record (ids of one kind), SuperTags with the record's non-empty values; an untagged record maps to []. */
    recordTagsOf: (scope: Scope, kind: RecordKind, ids: readonly number[]) =>
      recordTags(db.kysely, scope, kind, ids),

    listTags: async (scope: Scope) =>
      (await orderedTags(db.kysely, db.dialect, scope.accountId).execute()).map(toTag),
    async getTag(scope: Scope, name: string) {
      const row = await findTagRow(db.kysely, db.dialect, scope.accountId, name);
      return row === undefined ? null : toTag(row);
    },

    /** Creates the tags the account does not have yet; names are already validated. */
    addTags: (scope: Scope, kind: RecordKind, id: number, names: readonly string[]) =>
      db.write(async (trx) => {
        if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
        const now = Date.now();
        let changed = false;
        for (const name of inLockOrder(names)) {
          const tag = await ensureTagRow(trx, db.dialect, scope.accountId, name);
          if (!(await insertTagging(trx, scope, kind, id, tag.id, now))) continue;
          changed = true;
          const description = `Tag ${tag.name} added`;
          await recordActivity(trx, scope, { kind, id }, 'tagged', description);
        }
        if (changed) await touchRecord(trx, kind, id, now);
        return 'ok';
      }),

    /** `tag_not_found` (nothing changed) when a name is no tag of the account; a tag the record lacks is no error. A SuperTag's values on the record go with it. */
    removeTags: (scope: Scope, kind: RecordKind, id: number, names: readonly string[]) =>
      db.write(async (trx) => {
        if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
        const tags: TagRow[] = [];
        for (const name of names) {
          const tag = await findTagRow(trx, db.dialect, scope.accountId, name, 'share');
          if (tag === undefined) return 'tag_not_found';
          tags.push(tag);
        }
        let changed = false;
        for (const tag of tags) {
          if (!(await deleteTagging(trx, kind, id, tag))) continue;
          changed = true;
          const supertag = tag.is_supertag === 1;
          await recordActivity(
            trx,
            scope,
            { kind, id },
            supertag ? 'super_tag_removed' : 'untagged',
            `${supertag ? 'SuperTag' : 'Tag'} ${tag.name} removed`,
          );
        }
        if (changed) await touchRecord(trx, kind, id);
        return 'ok';
      }),

    /**
     * Creates a SuperTag, turns a plain tag into one, or replaces a definition's fields (values of
     * fields kept with the same type stay, minus options no longer offered). For admin commands and
     * demo data (the API cannot define SuperTags). Returns the tag's id.
     */
    async defineSuperTag(accountId: number, input: SuperTagDefinition) {
      const problems = superTagDefinitionProblems(input);
      if (problems.length > 0) throw new InvalidSuperTagDefinition(problems);
      const definition = normalised(input);
      return db.write(async (trx) => {
        // Locked for update: definers of one tag go one at a time, and record writers that read the
        // definition (they lock it for share) wait for the new one.
        const tag = await ensureTagRow(trx, db.dialect, accountId, definition.name, 'update');
        await trx
          .updateTable('tags')
          .set({ is_supertag: 1, name: definition.name })
          .where('id', '=', tag.id)
          .execute();
        await writeFields(trx, tag.id, definition.fields);
        await touchTaggedRecords(trx, tag.id, Date.now());
        return tag.id;
      });
    },

    listSuperTags: (accountId: number) =>
      db.read(async (trx) => {
        const tags = await orderedTags(trx, db.dialect, accountId)
          .where('tags.is_supertag', '=', 1)
          .execute();
        const fields = await fieldRows(trx, tags);
        return tags.map((tag) => ({
          name: tag.name,
          fields: fields.filter((f) => f.tag_id === tag.id).map(toField),
        }));
      }),

    getSuperTag: (accountId: number, name: string) =>
      db.read(async (trx) => {
        const tag = await findTagRow(trx, db.dialect, accountId, name);
        if (tag?.is_supertag !== 1) return null;
        return { name: tag.name, fields: (await fieldRows(trx, [tag])).map(toField) };
      }),

    /** null when there is no such record in the account. */
    recordSuperTags: (scope: Scope, kind: RecordKind, id: number) =>
      readOfRecord(db, scope, kind, id, async (trx) => {
        const tags = (await recordTags(trx, scope, kind, [id])).get(id) ?? [];
        return tags
          .filter((t) => t.supertag)
          .map(({ id: tagId, name, fields }) => ({ id: tagId, name, fields }));
      }),

    /**
     * Adds the SuperTag to the record if needed and applies the values `valuesFor` reads against the
     * current definition (it may throw: nothing changes then), atomically. Fields left out keep
     * their values; `''`/`[]` clears a field.
     */
    putRecordSuperTag: (
      scope: Scope,
      kind: RecordKind,
      id: number,
      name: string,
      valuesFor: (definition: SuperTagDefinition) => SuperTagWrite,
    ) =>
      writeSuperTag(scope, kind, id, name, async (trx, tag) => {
        const fields = await fieldRows(trx, [tag]);
        const values = valuesFor({ name: tag.name, fields: fields.map(toField) });
        const now = Date.now();
        const applied = await insertTagging(trx, scope, kind, id, tag.id, now);
        let changed = applied;
        for (const field of fields) {
          // Own keys only: a field may be called "constructor".
          if (!Object.hasOwn(values, field.name)) continue;
          if (await writeValue(trx, field.id, kind, id, values[field.name]!)) changed = true;
        }
        if (changed) {
          const description = `SuperTag ${tag.name} ${applied ? 'applied' : 'changed'}`;
          await recordEmbedChange(trx, scope, { kind, id }, 'super_tag_set', description, now);
        }
      }),

    /** A record without it is no error. */
    removeRecordSuperTag: (scope: Scope, kind: RecordKind, id: number, name: string) =>
      writeSuperTag(scope, kind, id, name, async (trx, tag) => {
        if (await deleteTagging(trx, kind, id, tag)) {
          const description = `SuperTag ${tag.name} removed`;
          await recordEmbedChange(trx, scope, { kind, id }, 'super_tag_removed', description);
        }
      }),
  };
}
