import { expect } from 'vitest';
import { decodeActivityList, type Activity } from '#xml/activity';
import type { TestResponse, TestService } from './serviceHarness';

/** Calls of the activity stream tests, on the service `current()` gives (each test starts its own). */
export interface ActivityCalls {
  /** Sends a request; expects a success (below 300). */
  send: (method: string, path: string, body?: string, token?: string) => Promise<TestResponse>;
  /** POSTs to `/service/{collection}.xml`; returns the new id. */
  create: (collection: string, body: string) => Promise<number>;
  /** The entries with the console's extensions (`detail=full`: id, kind, changes). */
  list: (path: string, token?: string) => Promise<Activity[]>;
  recent: (query?: string) => Promise<Activity[]>;
  /** Oldest first, as kind + description (the stream itself is newest first). */
  story: (activities: Activity[]) => string[];
}

export function activityCalls(current: () => TestService): ActivityCalls {
  const send = async (method: string, path: string, body?: string, token?: string) => {
    const res = await current().request(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(token === undefined ? {} : { token }),
    });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res;
  };
  const create = async (collection: string, body: string): Promise<number> => {
    const res = await send('POST', `/service/${collection}.xml`, body);
    return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
  };
  const list = async (path: string, token?: string): Promise<Activity[]> => {
    const full = `${path}${path.includes('?') ? '&' : '?'}detail=full`;
    const res = await current().request('GET', full, token === undefined ? {} : { token });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toMatch(/<activities type="array"/);
    return decodeActivityList(res.xml!);
  };
  const recent = (query = '') => list(`/service/activities/recent.xml${query}`);
  const story = (activities: Activity[]) =>
    activities.map((a) => `${a.kind}: ${a.description}`).reverse();
  return { send, create, list, recent, story };
}
