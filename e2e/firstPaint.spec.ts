import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutDrawnScreen } from './plainPage';

/**
 * Issue 31: the console's frame shows before the screen's code and data arrive. The network is
 * held back on purpose here (scripts, or the screen's own chunk and the API), as on a slow link.
 */

/** The scripts the page names itself: its entry and the shell's preloaded chunks. */
async function shellScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  );
}

/** Where an element is drawn and the colours of its dividing borders. */
async function outline(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      x,
      y,
      width,
      height,
      borderBottom: style.borderBottom,
      borderRight: style.borderRight,
    };
  });
}

/** Lets `release` go, holding everything `held` matches until then. */
function holdBack(page: Page, held: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (held(new URL(route.request().url()))) await released;
    await route.continue();
  };
  return { handler, release };
}

test('index.html paints the header and the navigation’s column before any script runs', async ({
  page,
}) => {
  await withoutDrawnScreen(page);
  const { handler, release } = holdBack(page, (url) => url.pathname.endsWith('.js'));
  await page.route('**/assets/**', handler);
  await page.goto('/companies', { waitUntil: 'commit' });
  const frame = page.locator('.boot-header');
  await expect(frame).toHaveText('CRM console');
  await expect(frame).toBeVisible();
  await expect(page.locator('.boot-nav')).toBeVisible();
  const frameHeader = await outline(page, '.boot-header');
  const frameNav = await outline(page, '.boot-nav');
  release();
  // Then React replaces it with the real shell (every held script arrives at once: patience).
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('.boot-header')).toHaveCount(0);
  // The frame has the shell's shape and lines (AppLayout.module.css), so nothing moves when it is replaced.
  expect(await outline(page, 'header')).toEqual(frameHeader);
  const nav = await outline(page, 'nav#main-navigation');
  expect({ ...nav, borderBottom: frameNav.borderBottom }).toEqual(frameNav);
});

test('the shell is usable while the first screen’s code and data are on their way', async ({
  page,
}) => {
  // The scripts index.html names as built (a drawn page names the screen's chunks too).
  const shell = await shellScripts(page, '/e2e-no-screen-here');
  expect(shell.size).toBeGreaterThan(0);
  const { handler, release } = holdBack(
    page,
    (url) =>
      url.pathname.startsWith('/service/') ||
      (url.pathname.startsWith('/assets/') &&
        url.pathname.endsWith('.js') &&
        !shell.has(url.pathname)),
  );
  await page.route('**/*', handler);
  // Registered last, so it answers the page itself first: index.html undrawn, the frame in it.
  await withoutDrawnScreen(page);
  await page.goto('/companies');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the screen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toHaveCount(0);
  release();
  // Everything held arrives at once now: on a loaded machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
});
