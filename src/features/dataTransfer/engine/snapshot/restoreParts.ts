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
import type { Assignees } from './assignees';
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
  function mapContacts(ids: readonly number[], what: string): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = run.contactId(id);
      if (next === undefined)
        run.note(
          `A linked contact ${run.whyAbsent(`companies:${id}`, `people:${id}`)}: that link is left out`,
          `${what} (contact #${id})`,
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
        run.note(
          `A linked ${kind === 'todos' ? 'to-do' : 'communication'} ${run.whyAbsent(`${kind}:${id}`)}: that link is left out`,
          `${what} (#${id})`,
        );
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
      run.fail(problem, `${what}: tag "${name.length > 40 ? `${name.slice(0, 40)}…` : name}"`);
    const refusedNames = new Set(refused.map((r) => r.name));
    const plain = names.filter((name) => !refusedNames.has(name));
    for (let start = 0; start < plain.length; start += 100) {
      const batch = plain.slice(start, start + 100);
      await run.step(what, `${key}:tags:${start}`, 'tags', () =>
        addTags(client, { record: { collection, id }, names: batch }, signal),
      );
    }
    for (const tag of tags.filter((t) => t.supertag)) {
      if (collection !== 'companies' && collection !== 'people' && collection !== 'deals') continue;
      const definition = definitionOf.get(tag.name.toLowerCase());
      if (definition === undefined) {
        run.note(
          `The SuperTag ${tag.name} is not defined in the target account: its values are left out`,
          what,
        );
        continue;
      }
      const { values, problems: valueProblems } = superTagValuesFor(definition, tag.fields);
      for (const problem of valueProblems) run.note(`${problem}: that value is left out`, what);
      await run.step(
        what,
        `${key}:supertag:${tag.name}`,
        `SuperTag ${definition.name}`,
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
          "Comments are written as you, today: the target (a classic server) cannot keep their author's name and date",
          `${what}: comment #${comment.id}`,
        );
      await run.step(
        what,
        `${key}:comment:${comment.id}`,
        `comment #${comment.id}`,
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
        `location ${location.label.length > 40 ? `${location.label.slice(0, 40)}…` : location.label}`,
        () => createLocation(client, { collection, id, input }, signal),
        documentProblems(encodeLocationWrite(input)),
      );
    }
  }

  return { mapContacts, mapIds, tagsAndComments, locations };
}

export type RestoreParts = ReturnType<typeof restoreParts>;

/** A record as the report names it: kind, name (cut at 60 characters) and the snapshot's id. */
export function titled(noun: string, name: string, id: number): string {
  const text = name.trim();
  if (text === '') return `${noun} #${id}`;
  return `${noun} ${text.length > 60 ? `${text.slice(0, 60)}…` : text} (#${id})`;
}
export const companyWhat = (name: string, id: number) => titled('Company', name, id);
export const personWhat = (first: string, last: string, id: number) =>
  titled('Person', `${first} ${last}`, id);
