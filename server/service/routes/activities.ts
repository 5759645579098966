import { ACTIVITY_DETAIL, encodeActivityList, type ActivityEncodeOptions } from '#xml/activity';
import { parseFormatA, parseFormatB } from '#xml/dates';
import { child } from '#xml/tree';
import { HttpError, recordNotFound } from '../../http/httpError';
import type { ActivityFilter } from '../store/activityStore';
import { xmlReply } from '../wire/reply';
import { numberedPageOf, type RouteContext } from '../wire/routeContext';
import type { Router } from '../wire/router';
import type { RecordKind } from '../store/scope';
import { taggableRecord } from './tags/recordParams';

const KIND_OF_RECORD_TYPE: ReadonlyMap<string, RecordKind> = new Map([
  ['Company', 'company'],
  ['Person', 'person'],
  ['Deal', 'deal'],
  ['Todo', 'todo'],
  ['Communication', 'communication'],
]);

const queryText = (ctx: RouteContext, name: string): string | undefined => {
  const text = child(ctx.query, name)?.text.trim();
  return text === undefined || text === '' ? undefined : text;
};

function idOf(ctx: RouteContext, name: string): number | undefined {
  const text = queryText(ctx, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, [`${name} must be a record id`]);
  return Number(text);
}

/**
 * since (Format B with or without weekday, or Format A as entries are dated), record_type with
 * record_id, user_id, deal_contact_id (the entries of a contact's deals, for its record page's
 * feed); bad values are a 400.
 */
function filterOf(ctx: RouteContext): ActivityFilter {
  const filter: ActivityFilter = {};
  const since = queryText(ctx, 'since');
  if (since !== undefined) {
    const iso = parseFormatB(since) ?? parseFormatA(since);
    if (iso === null)
      throw new HttpError(400, [
        `since is not a valid time: "${since.slice(0, 60)}" (expected e.g. "Nov 25 14:00:00 UTC 2026" or "2026-11-25 14:00:00 +0000")`,
      ]);
    filter.since = Date.parse(iso);
  }
  const recordType = queryText(ctx, 'record_type');
  const recordId = idOf(ctx, 'record_id');
  if (recordType !== undefined || recordId !== undefined) {
    const kind = recordType === undefined ? undefined : KIND_OF_RECORD_TYPE.get(recordType);
    if (kind === undefined)
      throw new HttpError(400, [
        'record_type must be one of Company, Person, Deal, Todo, Communication',
      ]);
    if (recordId === undefined) throw new HttpError(400, ['record_type needs a record_id']);
    filter.record = { kind, id: recordId };
  }
  const userId = idOf(ctx, 'user_id');
  if (userId !== undefined) filter.userId = userId;
  const dealContact = idOf(ctx, 'deal_contact_id');
  if (dealContact !== undefined) filter.dealsOfContact = dealContact;
  return filter;
}

/**
 * How entries are written: the seven documented elements (what classic clients read), or with
 * `detail=full` also `id`, `kind` and `changes` (what the console reads). Another value is a 400.
 */
function encodeOptionsOf(ctx: RouteContext): ActivityEncodeOptions {
  const detail = queryText(ctx, ACTIVITY_DETAIL.parameter);
  if (detail !== undefined && detail !== ACTIVITY_DETAIL.full)
    throw new HttpError(400, [
      `${ACTIVITY_DETAIL.parameter} must be "${ACTIVITY_DETAIL.full}" or left out, not "${detail.slice(0, 60)}"`,
    ]);
  return { ...ctx.encodeOptions, full: detail !== undefined };
}

/**
 * The activity stream (issue 14): what changed in the account, and by whom, newest first.
 * `recent` is the whole account's (filters optional); `{records}/{id}/activities` one record's,
 * also after the record was deleted.
 */
export function registerActivityRoutes(router: Router): void {
  router.add('GET', 'activities/recent', async (ctx) => {
    const filter = filterOf(ctx);
    const page = numberedPageOf(ctx);
    const options = encodeOptionsOf(ctx);
    return xmlReply(
      encodeActivityList(
        await ctx.store.activities.listActivities(ctx.scope, filter, page),
        options,
      ),
    );
  });

  router.add('GET', ':records/:id/activities', async (ctx) => {
    const record = taggableRecord(ctx);
    const page = numberedPageOf(ctx);
    const options = encodeOptionsOf(ctx);
    const activities = await ctx.store.activities.recordActivities(
      ctx.scope,
      record.kind,
      record.id,
      page,
    );
    if (activities === null) throw recordNotFound(record.kind, record.id);
    return xmlReply(encodeActivityList(activities, options));
  });
}
