import { parseXml, type XmlElement } from '#xml/tree';
import { requireRoot } from '#xml/values';
import { undecodableApiError } from './apiError';
import type { ApiClient, ApiResponse, HttpMethod, QueryParams } from './client';
import { idFromLocation } from './locationId';

/**
 * The request shapes every resource module uses: read a document, show a record with its ETag,
 * create (201 + Location), and plain writes. Decoding happens here, so a reply that does not
 * decode becomes ApiError('undecodable') in one place, whatever the decoder threw.
 */

export type Decoder<T> = (root: XmlElement) => T;

/** A shown record and its ETag (send it back as `ifMatch` on update); null when the reply had none. */
export interface Shown<T> {
  value: T;
  etag: string | null;
}

/**
 * The reply's document, checked to have the expected root (record decoders also read embedded
 * elements, so they do not check it themselves), then decoded.
 */
export function decodeReply<T>(response: ApiResponse, root: string, decode: Decoder<T>): T {
  if (response.text.trim() === '')
    throw undecodableApiError('empty body', 'no XML document', response.status);
  try {
    return decode(requireRoot(parseXml(response.text), root));
  } catch (error) {
    throw undecodableApiError('not the expected XML', error, response.status);
  }
}

/** GET a document whose root element is `root` (`companies`, `company`…), decoded. */
export async function getDocument<T>(
  client: ApiClient,
  path: string,
  root: string,
  decode: Decoder<T>,
  query?: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  return decodeReply(await client.request('GET', path, { query, signal }), root, decode);
}

export async function getShown<T>(
  client: ApiClient,
  path: string,
  root: string,
  decode: Decoder<T>,
  signal?: AbortSignal,
): Promise<Shown<T>> {
  const response = await client.request('GET', path, { signal });
  return { value: decodeReply(response, root, decode), etag: response.headers.get('etag') };
}

/** POST a new record; resolves with its id from `Location: …/service/<collection>/<id>.xml`. */
export async function createRecord(
  client: ApiClient,
  path: string,
  body: string,
  collection: string,
  signal?: AbortSignal,
): Promise<number> {
  const response = await client.request('POST', path, { body, signal });
  return idFromLocation(response.headers.get('location'), collection);
}

export interface WriteOptions {
  body?: string;
  query?: QueryParams;
  ifMatch?: string;
  signal?: AbortSignal;
}

/** Updates, deletes, add/remove operations: any 2xx is success, the (empty) body is not read. */
export async function sendWrite(
  client: ApiClient,
  method: HttpMethod,
  path: string,
  options: WriteOptions = {},
): Promise<void> {
  await client.request(method, path, options);
}
