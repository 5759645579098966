import {
  decodeRestoreChanges,
  encodeRestoreList,
  encodeRestoreMap,
  MAX_RESTORE_PAGE,
  SNAPSHOT_ID_PATTERN,
} from '#xml/restoreMap';
import { decodeRestoredComment } from '#xml/restoredComment';
import { decodeSuperTagDefinition } from '#xml/superTag';
import { child } from '#xml/tree';
import { HttpError, recordNotFound } from '../../http/httpError';
import { definitionProblems } from '../account/superTagRules';
import { createdReply, okReply, xmlReply } from '../wire/reply';
import { decodeInput, recordInput, type RouteContext } from '../wire/routeContext';
import type { Router } from '../wire/router';
import { written } from '../wire/written';
import { KIND_OF_COLLECTION } from '../store/scope';
import { requireAdministrator } from './account/administrator';

/** The restores the list shows at most (the most recently changed). */
const LISTED = 100;

function snapshotIdOf(ctx: RouteContext): string {
  const id = ctx.params['snapshot'] ?? '';
  if (!SNAPSHOT_ID_PATTERN.test(id))
    throw new HttpError(404, [
      'No such restore: a snapshot id is the SHA-256 of its text, 64 lower-case hex digits',
    ]);
  return id;
}

function pageNumber(ctx: RouteContext, name: string, fallback: number): number {
  const text = child(ctx.query, name)?.text.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, [`${name} must be a non-negative integer`]);
  return Number(text);
}

/**
 * What restores created in the account (our extension, docs in the restore notes): the id map of
 * each snapshot restored, so a restore run again from any browser or `npm run snapshot` finds
 * what an earlier run created; and the two writes a restore needs beyond the classic API (a
 * missing SuperTag definition, a comment with its author's name and time).
 */
export function registerRestoreRoutes(router: Router): void {
  router.add('GET', 'account/restores', async (ctx) =>
    xmlReply(encodeRestoreList(await ctx.store.restores.listRestores(ctx.scope, LISTED))),
  );

  // Paged by offset/limit (default and at most 5,000 entries), in the order first written.
  router.add('GET', 'account/restores/:snapshot', async (ctx) => {
    const snapshotId = snapshotIdOf(ctx);
    const page = {
      offset: pageNumber(ctx, 'offset', 0),
      limit: Math.min(pageNumber(ctx, 'limit', MAX_RESTORE_PAGE), MAX_RESTORE_PAGE),
    };
    const entries = await ctx.store.restores.restoreEntries(ctx.scope, snapshotId, page);
    return xmlReply(encodeRestoreMap(snapshotId, entries));
  });

  router.add('POST', 'account/restores/:snapshot', async (ctx) => {
    const snapshotId = snapshotIdOf(ctx);
    if (ctx.body === null) throw new HttpError(422, ['Send the changes as <restore_changes>']);
    const body = ctx.body;
    const changes = decodeInput(() => decodeRestoreChanges(body));
    await ctx.store.restores.changeRestore(ctx.scope, snapshotId, changes);
    return okReply();
  });

  router.add('DELETE', 'account/restores/:snapshot', async (ctx) => {
    await ctx.store.restores.forgetRestore(ctx.scope, snapshotIdOf(ctx));
    return okReply();
  });

  // A SuperTag the snapshot's records carry and the account lacks, defined as the snapshot has it
  // (its fields and options in their order). One the account has is left as it is: 200.
  // Defining SuperTags shapes the account: administrators only, under the settings' limits.
  router.add('POST', 'account/restores/:snapshot/super_tags', async (ctx) => {
    requireAdministrator(ctx);
    snapshotIdOf(ctx);
    const definition = decodeInput(() => decodeSuperTagDefinition(recordInput(ctx, 'super_tag')));
    const problems = definitionProblems(definition);
    if (problems.length > 0) throw new HttpError(422, problems);
    const location = `${ctx.baseUrl}/service/super_tags/${encodeURIComponent(definition.name)}.xml`;
    if ((await ctx.store.tags.getSuperTag(ctx.scope.accountId, definition.name)) !== null)
      return { ...okReply(), headers: { location } };
    written(await ctx.store.tags.defineSuperTag(ctx.scope.accountId, definition));
    return createdReply(location);
  });

  // A comment with its author's name and time as the snapshot holds them.
  router.add('POST', 'account/restores/:snapshot/comments', async (ctx) => {
    snapshotIdOf(ctx);
    if (ctx.body === null) throw new HttpError(422, ['Send the comment as <restored_comment>']);
    const body = ctx.body;
    const input = decodeInput(() => decodeRestoredComment(body));
    const kind = Object.hasOwn(KIND_OF_COLLECTION, input.records)
      ? KIND_OF_COLLECTION[input.records]
      : undefined;
    if (kind === undefined)
      throw new HttpError(422, [
        `Records must be a collection with comments, not "${input.records.slice(0, 40)}"`,
      ]);
    const added = await ctx.store.comments.addComment(ctx.scope, {
      kind,
      recordId: input.recordId,
      comment: input.comment,
      authorName: input.authorName,
      restored: { writtenAt: Date.parse(input.createdAt) },
    });
    const id = written(added, () => recordNotFound(kind, input.recordId));
    return createdReply(`${ctx.baseUrl}/service/comments/${id}.xml`);
  });
}
