import { xmlDocument } from '#xml/writer';

/** What a route handler answers; `app.ts` writes it. */
export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** 200 with an XML document; `etag` for single records (If-Match guards their updates). */
export function xmlReply(root: string, etag?: string): Reply {
  return {
    status: 200,
    body: xmlDocument(root),
    headers: etag === undefined ? undefined : { etag },
  };
}

/** Updates, deletes, add/remove operations: exactly 200, empty body (decisions.md). */
export function okReply(etag?: string): Reply {
  return { status: 200, headers: etag === undefined ? undefined : { etag } };
}

/** Creates (and location updates): exactly 201, empty body, absolute Location. */
export function createdReply(location: string): Reply {
  return { status: 201, headers: { location } };
}

/** A record's ETag: its version, bumped by every change to what its representation shows. */
export function etagOf(version: number): string {
  return `"v${version}"`;
}
