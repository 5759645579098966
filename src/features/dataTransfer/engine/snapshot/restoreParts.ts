import { createComment } from '#api/comments';
import { createRestoredComment } from '#api/restores';
import type { ApiClient } from '#api/client/client';
import { createLocation } from '#api/locations';
import type { RecordCollection } from '#api/records';
import { setRecordSuperTag } from '#api/superTags';
import { addTags } from '#api/tags';
import { encodeLocationWrite, type Location } from '#xml/location';
import { encodeCommentWrite, type MegaComment } from '#xml/megaComment';
import { encodeSuperTagWrite, type SuperTagDefinition } from '#xml/superTag';
import type { RecordTag } from '#xml/tag';
import { engineMessages } from '../messages';
import type { Assignees } from './assignees';
import type { SnapshotKind } from './snapshotModel';
import type { RestoreRun } from './restoreRun';
import { superTagValuesFor } from './superTagValues';
import { documentProblems, refusedTagNames } from './writeChecks';

/** What restoring every kind of record needs: the client, the run (ids, journal, report), the target's SuperTags and users. */
export interface RestoreContext {
  client: ApiClient;
  run: RestoreRun;
  signal: AbortSignal | undefined;
  definitionOf: ReadonlyMap<string, SuperTagDefinition>;
  assignees: Assignees;
  /**
   * The snapshot's id when the target is our service: comments are then written with their
   * author's name and time (`/service/account/restores/{id}/comments`); null on a classic server.
   */
  snapshotId: string | null;
}

/**
 * The parts of a record below it (links to other restored records, tags, SuperTag values,
 * comments, locations), each a journaled step, so a restore run again writes only what is missing.
 */
export function restoreParts({ client, run, signal, definitionOf, snapshotId }: RestoreContext) {
  const { t } = engineMessages;
  function mapContacts(ids: readonly number[], what: string): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = run.contactId(id);
      if (next === undefined)
        run.note(
          t(
            run.wasRefused(`companies:${id}`, `people:${id}`)
              ? 'restore.note.contactRefused'
              : 'restore.note.contactMissing',
          ),
          t('restore.whatContact', { what, id }),
        );
      else mapped.push(next);
    }
    return mapped;
  }
  function mapIds(
    kind: 'todos' | 'communications',
    ids: readonly number[],
    what: string,
  ): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = run.newIdOf(`${kind}:${id}`);
      if (next === undefined)
        run.note(t(LINK_NOTES[kind][run.wasRefused(`${kind}:${id}`) ? 0 : 1]), `${what} (#${id})`);
      else mapped.push(next);
    }
    return mapped;
  }

  async function tagsAndComments(
    collection: RecordCollection,
    key: string,
    id: number,
    tags: readonly RecordTag[],
    comments: readonly MegaComment[],
    what: string,
  ): Promise<void> {
    const names = tags.filter((t) => !t.supertag).map((t) => t.name);
    const refused = refusedTagNames(names);
    for (const { name, problem } of refused)
      run.fail(
        problem,
        t('restore.whatPart', {
          what,
          part: t('restore.part.tag', { name: name.length > 40 ? `${name.slice(0, 40)}…` : name }),
        }),
      );
    const refusedNames = new Set(refused.map((r) => r.name));
    const plain = names.filter((name) => !refusedNames.has(name));
    for (let start = 0; start < plain.length; start += 100) {
      const batch = plain.slice(start, start + 100);
      await run.step(what, `${key}:tags:${start}`, t('restore.part.tags'), () =>
        addTags(client, { record: { collection, id }, names: batch }, signal),
      );
    }
    for (const tag of tags.filter((t) => t.supertag)) {
      if (collection !== 'companies' && collection !== 'people' && collection !== 'deals') continue;
      const definition = definitionOf.get(tag.name.toLowerCase());
      if (definition === undefined) {
        run.note(t('restore.note.superTagUndefined', { name: tag.name }), what);
        continue;
      }
      const { values, problems: valueProblems } = superTagValuesFor(definition, tag.fields);
      for (const problem of valueProblems)
        run.note(t('restore.note.valueLeftOut', { problem }), what);
      await run.step(
        what,
        `${key}:supertag:${tag.name}`,
        t('restore.part.superTag', { name: definition.name }),
        () =>
          setRecordSuperTag(
            client,
            { record: { collection, id }, name: definition.name, values },
            signal,
          ),
        documentProblems(encodeSuperTagWrite(values)),
      );
    }
    // Oldest first, so the restored record lists them in the same order.
    const ordered = [...comments].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
    for (const comment of ordered) {
      const input = { comment: comment.comment };
      const send =
        snapshotId === null
          ? () => createComment(client, { record: { collection, id }, input }, signal)
          : () =>
              createRestoredComment(
                client,
                snapshotId,
                {
                  records: collection,
                  recordId: id,
                  comment: comment.comment,
                  authorName: comment.user,
                  createdAt: comment.createdAt,
                },
                signal,
              );
      if (snapshotId === null)
        run.note(
          t('restore.note.commentsAsYou'),
          t('restore.whatPart', { what, part: t('restore.part.comment', { id: comment.id }) }),
        );
      await run.step(
        what,
        `${key}:comment:${comment.id}`,
        t('restore.part.comment', { id: comment.id }),
        send,
        documentProblems(encodeCommentWrite(input)),
      );
    }
  }

  async function locations(
    collection: 'companies' | 'people',
    key: string,
    id: number,
    list: readonly Location[],
    what: string,
  ): Promise<void> {
    for (const location of list) {
      const { id: _id, ...input } = location;
      await run.step(
        what,
        `${key}:location:${location.label}`,
        t('restore.part.location', {
          label: location.label.length > 40 ? `${location.label.slice(0, 40)}…` : location.label,
        }),
        () => createLocation(client, { collection, id, input }, signal),
        documentProblems(encodeLocationWrite(input)),
      );
    }
  }

  return { mapContacts, mapIds, tagsAndComments, locations };
}

export type RestoreParts = ReturnType<typeof restoreParts>;

/** The notes of a link to a to-do or communication without a new id: [refused, not in the snapshot]. */
const LINK_NOTES = {
  todos: ['restore.note.todoRefused', 'restore.note.todoMissing'],
  communications: ['restore.note.communicationRefused', 'restore.note.communicationMissing'],
} as const;

/** A record as the report names it: kind, name (cut at 60 characters) and the snapshot's id. */
export function titled(kind: SnapshotKind, name: string, id: number): string {
  const text = name.trim();
  if (text === '') return engineMessages.t(`restore.unnamed.${kind}`, { id });
  return engineMessages.t(`restore.what.${kind}`, {
    name: text.length > 60 ? `${text.slice(0, 60)}…` : text,
    id,
  });
}
export const companyWhat = (name: string, id: number) => titled('companies', name, id);
export const personWhat = (first: string, last: string, id: number) =>
  titled('people', `${first} ${last}`, id);
