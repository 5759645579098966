import { decodeLocationWrite, encodeLocation, encodeLocationList } from '#xml/location';
import { isOverLimit, MAX_SHORT_TEXT, tooLongMessage } from '#xml/textLimits';
import { child } from '#xml/tree';
import { HttpError, notFound, recordNotFound } from '#server/http/httpError';
import { createdReply, okReply, xmlReply } from '../../wire/reply';
import { checkIfMatch } from '../../wire/ifMatch';
import type { Router } from '../../wire/router';
import { decodeInput, idParam, recordInput, type RouteContext } from '../../wire/routeContext';
import type { ContactKind } from '../../store/scope';
import { findByPathName } from '../pathNames';
import { written } from '../../wire/written';
import type { WriteResult } from '../../store/writeResult';

type Collection = 'companies' | 'people';

const COLLECTIONS: readonly (readonly [Collection, ContactKind])[] = [
  ['companies', 'company'],
  ['people', 'person'],
];

/** Absolute address of a location: its label, URL-encoded, stands in for an id. */
function locationUrl(ctx: RouteContext, collection: Collection, id: number, label: string): string {
  return `${ctx.baseUrl}/service/${collection}/${id}/locations/${encodeURIComponent(label)}.xml`;
}

/**
 * The label path parameter (already percent-decoded by the app): the label as sent is looked up
 * first, then with `+` read as a space (`locations/head+office.xml`, see pathNames.ts).
 */
const labelParam = (ctx: RouteContext): string => ctx.params['label'] ?? '';

/** Labels stand in for ids in paths: a location's address must fit in a Location header. */
export const MAX_LABEL_LENGTH = MAX_SHORT_TEXT;

/**
 * What the body alone shows of a label, so the route is the one place these rules live: a label
 * is never blank (a create needs one; an update may leave it out, but not blank it) and fits a
 * path. Another location already having it needs the record: the store answers that.
 */
function checkLabel(label: string | undefined): void {
  if (label === undefined) return;
  if (label === '') throw new HttpError(422, ["Label can't be blank"]);
  if (isOverLimit(label, MAX_LABEL_LENGTH))
    throw new HttpError(422, [tooLongMessage('Label', MAX_LABEL_LENGTH)]);
}

/** A write's result for `findByPathName`: null when the label found nothing, so the other reading is tried. */
const found = <T>(result: WriteResult<T>): WriteResult<T> | null =>
  result.status === 'not_found' ? null : result;

const noSuchLocation = (kind: ContactKind, id: number, label: string): HttpError =>
  notFound(`No location "${label.slice(0, 80)}" on ${kind} ${id}`);

/**
 * Locations nested under companies and people (api.md "Locations"). The location's fields may
 * come as an XML `<location>`, as `location[...]` form fields, or in the query string (the Ruby
 * client's add_location sends them there with the whole person as body, which is ignored).
 */
export function registerLocationRoutes(router: Router): void {
  for (const [collection, kind] of COLLECTIONS) {
    const base = `${collection}/:id/locations`;

    router.add('GET', base, async (ctx) => {
      const id = idParam(ctx);
      const locations = await ctx.store.contacts.listLocations(ctx.scope, kind, id);
      if (locations === null) throw recordNotFound(kind, id);
      // `?label=`: the one location with that label, as a list (empty when there is none).
      const label = child(ctx.query, 'label')?.text;
      return xmlReply(
        encodeLocationList(
          label === undefined ? locations : locations.filter((l) => l.label === label),
        ),
      );
    });

    router.add('GET', `${base}/:label`, async (ctx) => {
      const id = idParam(ctx);
      const location = await findByPathName(labelParam(ctx), (label) =>
        ctx.store.contacts.getLocation(ctx.scope, kind, id, label),
      );
      if (location === null) throw noSuchLocation(kind, id, labelParam(ctx));
      return xmlReply(encodeLocation(location));
    });

    // Create; a label the record already has updates that location (api.md Locations rule 1).
    router.add('POST', base, async (ctx) => {
      const id = idParam(ctx);
      const input = decodeInput(() => decodeLocationWrite(recordInput(ctx, 'location')));
      const { label } = input;
      checkLabel(label ?? '');
      await checkIfMatch(ctx, kind, id);
      const result = await ctx.store.contacts.saveLocation(ctx.scope, kind, id, {
        ...input,
        label: label ?? '',
      });
      const { location } = written(result, () => recordNotFound(kind, id));
      return createdReply(locationUrl(ctx, collection, id, location.label));
    });

    // Update answers 201 with the Location header, as the API describes; the body may rename the label.
    router.add('PUT', `${base}/:label`, async (ctx) => {
      const id = idParam(ctx);
      const input = decodeInput(() => decodeLocationWrite(recordInput(ctx, 'location')));
      checkLabel(input.label);
      await checkIfMatch(ctx, kind, id);
      const result = await findByPathName(labelParam(ctx), async (label) =>
        found(await ctx.store.contacts.updateLocation(ctx.scope, kind, id, label, input)),
      );
      const location = written(result ?? { status: 'not_found' }, () =>
        noSuchLocation(kind, id, labelParam(ctx)),
      );
      return createdReply(locationUrl(ctx, collection, id, location.label));
    });

    router.add('DELETE', `${base}/:label`, async (ctx) => {
      const id = idParam(ctx);
      await checkIfMatch(ctx, kind, id);
      const result = await findByPathName(labelParam(ctx), async (label) =>
        found(await ctx.store.contacts.deleteLocation(ctx.scope, kind, id, label)),
      );
      written(result ?? { status: 'not_found' }, () => noSuchLocation(kind, id, labelParam(ctx)));
      return okReply();
    });
  }
}
