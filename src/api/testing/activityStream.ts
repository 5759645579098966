import { ACTIVITY_DETAIL, encodeActivityList, type Activity } from '#xml/activity';
import { XML_DECLARATION } from '#xml/writer';
import { startTinyServer, type TinyServer } from './tinyServer';

/**
 * The agreed activity stream API (issue 14) served from a list, for console tests written while the
 * service's side is built elsewhere: `/service/activities/recent.xml` with offset/limit/user_id,
 * `/service/users.xml`, a record's `…/activities.xml`, a comment's POST (201; the request is
 * recorded); everything else 404 (a classic server's
 * answer). Pass `null` as the stream for a server without it. The entries are written by the
 * service's own encoder, with `id`, `kind` and `changes` only when the request asks for them
 * (`detail=full`), as the service does.
 */

function encodeActivities(activities: readonly Activity[], url: URL): string {
  const full = url.searchParams.get(ACTIVITY_DETAIL.parameter) === ACTIVITY_DETAIL.full;
  return XML_DECLARATION + encodeActivityList(activities, { full });
}

export function activity(overrides: Partial<Activity> & Pick<Activity, 'id'>): Activity {
  return {
    name: 'Acme',
    description: '',
    recordType: 'Company',
    recordId: 1,
    userName: 'Ann Admin',
    userId: 1,
    date: '2026-11-25T14:00:00Z',
    kind: 'updated',
    changes: [],
    ...overrides,
  };
}

export function startActivityServer(stream: readonly Activity[] | null): Promise<TinyServer> {
  const xml = { 'content-type': 'application/xml' };
  return startTinyServer((request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/service/users.xml')
      return {
        headers: xml,
        body: '<users type="array"><user><id type="integer">1</id><name>Ann Admin</name><email>ann@example.com</email></user><user><id type="integer">2</id><name>Bob Builder</name><email>bob@example.com</email></user></users>',
      };
    const comment = /^\/service\/(\w+)\/(\d+)\/comments\.xml$/.exec(url.pathname);
    if (request.method === 'POST' && comment !== null)
      return {
        status: 201,
        headers: { location: 'http://127.0.0.1/service/comments/901.xml' },
      };
    if (stream === null)
      return { status: 404, headers: xml, body: '<errors><error>Not found</error></errors>' };
    if (url.pathname === '/service/activities/recent.xml') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const user = url.searchParams.get('user_id');
      const picked = stream.filter((a) => user === null || String(a.userId) === user);
      return { headers: xml, body: encodeActivities(picked.slice(offset, offset + limit), url) };
    }
    const one = /^\/service\/(\w+)\/(\d+)\/activities\.xml$/.exec(url.pathname);
    if (one !== null)
      return {
        headers: xml,
        body: encodeActivities(
          stream.filter((a) => a.recordId === Number(one[2])),
          url,
        ),
      };
    return { status: 404, headers: xml, body: '<errors><error>Not found</error></errors>' };
  });
}
