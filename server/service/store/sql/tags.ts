import type { SuperTagValues, TagStore } from '../tagStore';
import type { SuperTagDefinition } from '#xml/superTag';
import { superTagDefinitionProblems } from '#xml/superTag';
import type { Executor, StoreDb } from '../dialect/database';
import type { RecordKind, Scope } from '../scope';
import { invalid, notFound, written, WRITTEN, type WriteResult } from '../writeResult';
import { recordActivity } from './activityLog';
import { readOfRecord, recordExists, touchRecord } from './records';
import { defineTag, fieldRows, normalised, toField, writeValue } from './tags/superTags';
import { sqlSuperTagSettings } from './tags/superTagSettings';
import { deleteTagging, insertTagging, tagRows, type TagRow, type TagWrite } from './tags/tagRows';

const toTag = ({ id, name, is_supertag }: TagRow) => ({ id, name, supertag: is_supertag === 1 });

/** Names in one order for every writer: requests adding "a, b" and "b, a" at once wait instead of deadlocking. */
const inLockOrder = (names: readonly string[]): string[] =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );

type TagTarget = Pick<TagWrite, 'scope' | 'kind' | 'id'>;

const removal = (tag: TagRow): Parameters<TagWrite['log']> =>
  tag.is_supertag === 1
    ? ['super_tag_removed', `SuperTag ${tag.name} removed`]
    : ['untagged', `Tag ${tag.name} removed`];

/** The SuperTags' definitions, in the tags' order. */
async function definitionsOf(trx: Executor, tags: readonly TagRow[]) {
  const fields = await fieldRows(trx, tags);
  const fieldsOf = (tag: TagRow) => fields.filter((f) => f.tag_id === tag.id).map(toField);
  return tags.map((tag) => ({ name: tag.name, fields: fieldsOf(tag) }));
}

/** The tag area (`TagStore`; helpers in `sql/tags/`). */
export function sqlTagStore(db: StoreDb): TagStore {
  const rows = tagRows(db);

  /** A write to a record's tags (`not_found`, missing `record`, without the record): each change it logs is an activity; any moves the version once. */
  const writeTags = (record: TagTarget, body: (write: TagWrite) => Promise<WriteResult>) =>
    db.write(async (trx): Promise<WriteResult> => {
      const { scope, kind, id } = record;
      if (!(await recordExists(trx, scope, kind, id, 'update'))) return notFound('record');
      const now = Date.now();
      const changes: Parameters<TagWrite['log']>[] = [];
      const log: TagWrite['log'] = (...change) => changes.push(change);
      const outcome = await body({ trx, scope, kind, id, now, log });
      for (const [activity, description] of changes)
        await recordActivity(trx, scope, { kind, id }, activity, description);
      if (changes.length > 0) await touchRecord(trx, kind, id, now);
      return outcome;
    }, record.scope);

  return {
    ...sqlSuperTagSettings(db),
    /** Tags of each record (ids of one kind), SuperTags with the record's non-empty values; an untagged record maps to []. */
    recordTagsOf: (scope: Scope, kind: RecordKind, ids: readonly number[]) =>
      rows.recordTags(db.kysely, scope, kind, ids),

    listTags: async (scope: Scope) =>
      (await rows.ordered(db.kysely, scope.accountId).execute()).map(toTag),
    async getTag(scope: Scope, name: string) {
      const row = await rows.find(db.kysely, scope.accountId, name);
      return row === undefined ? null : toTag(row);
    },

    /** Creates the tags the account does not have yet; names are already validated. */
    addTags: (scope: Scope, kind: RecordKind, id: number, names: readonly string[]) =>
      writeTags({ scope, kind, id }, async (write) => {
        for (const name of inLockOrder(names)) {
          const tag = await rows.ensure(write.trx, scope.accountId, name);
          if (await insertTagging(write, tag.id)) write.log('tagged', `Tag ${tag.name} added`);
        }
        return WRITTEN;
      }),

    removeTags: (scope: Scope, kind: RecordKind, id: number, names: readonly string[]) =>
      writeTags({ scope, kind, id }, async (write) => {
        const tags: TagRow[] = [];
        for (const name of names) {
          const tag = await rows.find(write.trx, scope.accountId, name, 'share');
          if (tag === undefined) return notFound('tag');
          tags.push(tag);
        }
        for (const tag of tags) if (await deleteTagging(write, tag)) write.log(...removal(tag));
        return WRITTEN;
      }),

    /**
     * Creates a SuperTag, makes a plain tag one, or replaces its fields (a field kept with its type
     * keeps its values, minus options dropped); answers the tag's id. Admin and demo data only.
     */
    async defineSuperTag(accountId: number, input: SuperTagDefinition) {
      const problems = superTagDefinitionProblems(input);
      if (problems.length > 0)
        return invalid(...problems.map((message) => ({ field: 'super_tag', message })));
      const definition = normalised(input);
      const id = await db.write(async (trx) => {
        // For update: definers of one tag take turns; record writers (locking it for share) wait for it.
        const tag = await rows.ensure(trx, accountId, definition.name, 'update');
        await defineTag(trx, tag.id, definition);
        return tag.id;
      });
      return written(id);
    },

    listSuperTags: (accountId: number) =>
      db.read(async (trx) => {
        const tags = rows.ordered(trx, accountId).where('tags.is_supertag', '=', 1);
        return definitionsOf(trx, await tags.execute());
      }),

    getSuperTag: (accountId: number, name: string) =>
      db.read(async (trx) => {
        const tag = await rows.find(trx, accountId, name);
        return tag?.is_supertag === 1 ? (await definitionsOf(trx, [tag]))[0]! : null;
      }),

    /** null when there is no such record in the account. */
    recordSuperTags: (scope: Scope, kind: RecordKind, id: number) =>
      readOfRecord(db, scope, kind, id, async (trx) =>
        ((await rows.recordTags(trx, scope, kind, [id])).get(id) ?? [])
          .filter((t) => t.supertag)
          .map(({ id: tagId, name, fields }) => ({ id: tagId, name, fields })),
      ),

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
      valuesFor: (definition: SuperTagDefinition) => SuperTagValues,
    ) =>
      writeTags({ scope, kind, id }, async (write) => {
        const tag = await rows.find(write.trx, scope.accountId, name, 'share');
        if (tag?.is_supertag !== 1) return notFound('supertag');
        const fields = await fieldRows(write.trx, [tag]);
        const { values, problems } = valuesFor({ name: tag.name, fields: fields.map(toField) });
        if (problems.length > 0)
          return invalid(...problems.map((message) => ({ field: 'super_tag', message })));
        const applied = await insertTagging(write, tag.id);
        let changed = applied;
        for (const field of fields) {
          // Own keys only: a field may be called "constructor".
          if (!Object.hasOwn(values, field.name)) continue;
          if (await writeValue(write.trx, field.id, kind, id, values[field.name]!)) changed = true;
        }
        if (changed)
          write.log('super_tag_set', `SuperTag ${tag.name} ${applied ? 'applied' : 'changed'}`);
        return WRITTEN;
      }),

    /** A record without it is no error. */
    removeRecordSuperTag: (scope: Scope, kind: RecordKind, id: number, name: string) =>
      writeTags({ scope, kind, id }, async (write) => {
        const tag = await rows.find(write.trx, scope.accountId, name, 'share');
        if (tag?.is_supertag !== 1) return notFound('supertag');
        if (await deleteTagging(write, tag)) write.log(...removal(tag));
        return WRITTEN;
      }),
  };
}
