import { ApiError } from './apiError';

/**
 * Creates answer 201 with `Location: {base_url}/service/<collection>/<id>.xml`, absolute from the
 * service or relative (`/service/…`) once the proxy has rewritten it. These read it back.
 */

function servicePathOf(location: string): string[] | null {
  let url: URL;
  try {
    // The base only serves relative values; an absolute one keeps its own origin.
    url = new URL(location.trim(), 'http://relative.invalid/');
  } catch {
    return null;
  }
  const marker = url.pathname.lastIndexOf('/service/');
  if (marker === -1 || !url.pathname.endsWith('.xml')) return null;
  const rest = url.pathname.slice(marker + '/service/'.length, -'.xml'.length);
  try {
    return rest.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

function unreadable(location: string | null, expected: string): ApiError {
  const shown = location === null ? 'no Location header' : `Location "${location.slice(0, 120)}"`;
  return new ApiError(
    'undecodable',
    [
      `The CRM service created the record but its reply has ${shown} (expected …/service/${expected})`,
    ],
    201,
  );
}

/** The new record's id from `…/service/<collection>/<id>.xml`; `collection` may be nested (`companies/1/locations`). */
export function idFromLocation(location: string | null, collection: string): number {
  const segments = location === null ? null : servicePathOf(location);
  const expected = collection.split('/');
  const idText = segments?.[expected.length];
  const matches =
    segments !== null &&
    segments.length === expected.length + 1 &&
    expected.every((s, i) => s === segments[i]);
  if (!matches || idText === undefined || !/^\d{1,15}$/.test(idText))
    throw unreadable(location, `${collection}/<id>.xml`);
  return Number(idText);
}
