import type { Page } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { ServiceApi, expect, test, uniqueName } from './fixtures';
import { withoutDrawnScreen } from './plainPage';

/**
 * Issue 31: index.html sends the shell's and the first screen's reads before any script has
 * arrived (scripts/build/earlyRequests.ts), and the console takes each answer instead of asking
 * again. A read the console no longer asks for in the same words (a new page size, a renamed
 * parameter) is left untaken, and the journey says which.
 */

interface Watched {
  __crmEarly?: Map<string, unknown>;
  __sentEarly?: string[];
}

/**
 * Before any script of the page: notes every URL the inline script keeps an answer for (it sets
 * `window.__crmEarly`, then adds to it), so the journey knows what was sent early even after the
 * console has taken it.
 */
function watchEarlyReads(): void {
  const page = window as Watched;
  let kept: Map<string, unknown> | undefined;
  Object.defineProperty(window, '__crmEarly', {
    configurable: true,
    get: () => kept,
    set: (map: Map<string, unknown>) => {
      const sent: string[] = (page.__sentEarly = []);
      const set = map.set.bind(map);
      map.set = (url, entry) => {
        sent.push(url);
        return set(url, entry);
      };
      kept = map;
    },
  });
}

/** What index.html sent early, and what the page still holds once the screen is shown and the network is quiet. */
async function earlyReadsOf(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const watched = window as Watched;
    return { sent: watched.__sentEarly ?? [], untaken: [...(watched.__crmEarly?.keys() ?? [])] };
  });
}

test('every read index.html sends early is taken by the screen it was sent for', async ({
  page,
  request,
}) => {
  await withoutDrawnScreen(page);
  test.setTimeout(120_000);
  const api = new ServiceApi(request);
  const companyId = await api.createCompany(uniqueName('Early Reads Ltd'), 'Some notes');
  const personId = await api.create(
    'people',
    `<person><first-name>${escapeXml(uniqueName('Early'))}</first-name><last-name>Reader</last-name></person>`,
  );
  const dealId = await api.create(
    'deals',
    `<deal><title>${escapeXml(uniqueName('Early Deal'))}</title></deal>`,
  );
  const screens: [string, string | RegExp][] = [
    ['/', 'Today'],
    ['/companies', 'Companies'],
    ['/people', 'People'],
    [`/companies/${companyId}`, /Early Reads Ltd/],
    [`/people/${personId}`, /Early .* Reader/],
    ['/deals', 'Deals'],
    [`/deals/${dealId}`, /Early Deal/],
    ['/pipeline', 'Pipeline'],
    ['/todos', /to-dos/i],
  ];
  await page.addInitScript(watchEarlyReads);
  for (const [path, heading] of screens) {
    const { sent, untaken } = await earlyReadsOf(page, path, heading);
    // The shell's four, and each screen's own.
    expect(sent, path).toContain('/service/users/current.xml');
    expect(sent.length, `${path}: reads sent early`).toBeGreaterThan(4);
    expect(untaken, `${path}: early answers the console did not take`).toEqual([]);
  }
});

test('an address with a query string sends the shell’s reads only, and they are taken', async ({
  page,
}) => {
  await withoutDrawnScreen(page);
  await page.addInitScript(watchEarlyReads);
  const { sent, untaken } = await earlyReadsOf(page, '/companies?name=zz', 'Companies');
  expect(sent).toEqual([
    '/console/info.json',
    '/service/users/current.xml',
    '/service/account.xml',
    '/service/account/views.xml',
  ]);
  expect(untaken).toEqual([]);
});
