import { parseXml, type XmlElement } from '#xml/tree';

export interface Reply {
  status: number;
  etag: string | null;
  location: string | null;
  text: string;
  xml: XmlElement | null;
}

/** One request to a running service with the token as Basic auth; the body is parsed strictly. */
export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  options: { body?: string; ifMatch?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${token}:x`).toString('base64')}`,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/xml';
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body });
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    location: res.headers.get('location'),
    text,
    xml: text.trim() === '' ? null : parseXml(text),
  };
}

/** The id at the end of a Location header (`…/service/companies/12.xml` → 12). */
export function idOfLocation(location: string | null): number {
  const match = /\/(\d+)\.xml$/.exec(location ?? '');
  if (match === null) throw new Error(`Not a record Location: ${location}`);
  return Number(match[1]);
}
