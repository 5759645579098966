import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_SCREENS, SHELL_READS, earlyRequestsScript } from './earlyRequests.js';
import { queryString } from '../../src/api/client/client.js';
import { searchTime } from '../../src/api/records.js';
import { startOfMonth } from '../../src/features/home/pipelineFigures.js';

interface Sent {
  url: string;
  accept: string;
}

/**
 * Runs the inline script as index.html does at `address`; the requests it sent and what it kept.
 * `drawn`: the page came with its screen drawn by the proxy (`<html data-first-screen>`).
 */
function runAt(address: string, drawn = false): { sent: Sent[]; kept: string[] } {
  const url = new URL(address, 'http://console.test');
  const sent: Sent[] = [];
  const window: { __crmEarly?: Map<string, unknown> } = {};
  const fetch = (requested: string, init: { headers: { accept: string } }) => {
    sent.push({ url: requested, accept: init.headers.accept });
    return Promise.resolve({ status: 200 });
  };
  runInNewContext(earlyRequestsScript(), {
    window,
    fetch,
    Map,
    Date,
    Number,
    String,
    encodeURIComponent,
    location: { pathname: url.pathname, search: url.search },
    document: {
      documentElement: { hasAttribute: (name: string) => drawn && name === 'data-first-screen' },
    },
  });
  return { sent, kept: [...(window.__crmEarly?.keys() ?? [])] };
}

describe('the early requests of index.html', () => {
  it('are not sent on a page the proxy drew: its answers are in it', () => {
    expect(runAt('/companies', true)).toEqual({ sent: [], kept: [] });
    expect(runAt('/companies', false).sent.length).toBeGreaterThan(0);
  });

  it('send the shell’s reads and the companies list’s first page, and keep each answer', () => {
    const { sent, kept } = runAt('/companies');
    expect(sent.map((request) => request.url)).toEqual([
      ...SHELL_READS,
      '/service/tags.xml',
      '/service/companies.xml?offset=0&limit=20',
    ]);
    expect(kept).toEqual(sent.map((request) => request.url));
    expect(sent[0]).toEqual({ url: '/console/info.json', accept: 'application/json' });
    expect(sent.at(-1)?.accept).toBe('application/xml');
  });

  it('put the number of a record page’s address into its reads', () => {
    const urls = runAt('/companies/0042').sent.map((request) => request.url);
    expect(urls).toContain('/service/companies/42.xml');
    expect(urls).toContain('/service/comments.xml?company_id=42&offset=0&limit=25');
    expect(urls.some((url) => url.includes('{id}'))).toBe(false);
    expect(runAt('/people/7').sent.map((request) => request.url)).toContain(
      '/service/activities/recent.xml?offset=0&limit=25&record_type=Person&record_id=7&detail=full',
    );
  });

  it('send the shell’s reads only for a query string, an unknown address or a bad number', () => {
    for (const address of [
      '/companies?name=acme',
      '/companies/12?feed=comments',
      '/nowhere',
      '/companies/x1',
      '/companies/1/2',
    ])
      expect(runAt(address).sent.map((request) => request.url)).toEqual(SHELL_READS);
  });

  it('match a screen’s address in any case and with a trailing slash, as the router does', () => {
    expect(runAt('/ToDos/').sent.map((request) => request.url)).toEqual([
      ...SHELL_READS,
      '/service/todos.xml',
      '/service/users.xml',
    ]);
  });

  it('ask for this month’s deal totals in the very words of the home screen, in any time zone', () => {
    const zone = process.env['TZ'];
    try {
      for (const tz of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
        process.env['TZ'] = tz;
        const asked = `/service/deals/totals.xml${queryString({ updated_since: searchTime(startOfMonth(new Date())) })}`;
        expect(
          runAt('/').sent.map((request) => request.url),
          tz,
        ).toContain(asked);
      }
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('send each URL once, even when the shell and the screen both read it', () => {
    const urls = runAt('/').sent.map((request) => request.url);
    expect(new Set(urls).size).toBe(urls.length);
    const screens = EARLY_SCREENS.map(([pattern]) => pattern);
    expect(new Set(screens).size).toBe(screens.length);
  });
});
