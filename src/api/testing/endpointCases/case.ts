import type { ApiClient } from '#api/client/client';

/** One endpoint function's call and the request it must put on the wire. */
export interface Case {
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** The exact XML body, when the request has one. */
  body?: string;
  /** Root element of the reply document the call expects (GET), or a Location (create). */
  reply?: string;
  location?: string;
}

export const list = (root: string): string => `<${root} type="array"/>`;
export const SINCE = '2009-03-17T20:16:35Z';
export const SINCE_PARAM = 'Mar 17 20:16:35 UTC 2009';
