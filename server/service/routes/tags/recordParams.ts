import { HttpError, recordNotFound } from '#server/http/httpError';
import { idParam, type RouteContext } from '../../wire/routeContext';
import { KIND_OF_COLLECTION, type RecordKind } from '../../store/scope';

export interface RecordRef {
  kind: RecordKind;
  id: number;
}

/** Kinds a SuperTag can be applied to (the API: deals, companies, people). */
const SUPER_TAGGABLE: ReadonlySet<RecordKind> = new Set(['person', 'company', 'deal']);

/** `:records/:id` as a record of a kind that takes tags (all five); other segments are 404. */
export function taggableRecord(ctx: RouteContext): RecordRef {
  const segment = ctx.params['records'] ?? '';
  // Own keys only: `constructor/1/add_tag` must not find Object's constructor.
  const kind = Object.hasOwn(KIND_OF_COLLECTION, segment) ? KIND_OF_COLLECTION[segment] : undefined;
  if (kind === undefined)
    throw new HttpError(404, [`No such resource: ${segment.slice(0, 60)} records take no tags`]);
  return { kind, id: idParam(ctx) };
}

/** `:records/:id` as a person, company or deal; to-dos, communications and other segments are 404. */
export function superTaggableRecord(ctx: RouteContext): RecordRef {
  const record = taggableRecord(ctx);
  if (!SUPER_TAGGABLE.has(record.kind))
    throw new HttpError(404, [
      `No such resource: SuperTags apply to people, companies and deals only`,
    ]);
  return record;
}

export const taggedRecordNotFound = (record: RecordRef): HttpError =>
  recordNotFound(record.kind, record.id);
