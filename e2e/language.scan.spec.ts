import { EnglishFinder, englishOnlyTexts, settled, useGerman } from './germanScan';
import { KNOWN_ENGLISH } from './germanScanKnown';
import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 32's "scan of the German console for English strings", part 1: the header's switch, then
 * every list and administration screen of the navigation, each read whole in German. The records
 * it makes carry German-neutral names ("Zeta …"), so only the console's own words are judged.
 * Record pages: language.scan.records.spec.ts; dialogs, keys and palette:
 * language.scan.dialogs.spec.ts.
 */

test.use({ locale: 'de-DE' });

test('the header switch turns the shell German, with no English on the home screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await page.addInitScript(() => window.localStorage.setItem('crm.language', 'en'));
  await page.goto('/');
  await settled(page, 45_000);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await settled(page);
  await finder.scan(page, 'home');
  finder.expectNone();
});

/** `search`: the screen is read again with the test's records searched for (its clear button). */
const LIST_SCREENS: readonly { path: string; screen: string; search?: true }[] = [
  { path: '/companies', screen: 'companies list', search: true },
  { path: '/people', screen: 'people list', search: true },
  { path: '/deals', screen: 'deals list', search: true },
  { path: '/pipeline', screen: 'pipeline board' },
  { path: '/todos', screen: 'to-dos' },
  { path: '/communications', screen: 'communications' },
  { path: '/activity', screen: 'activity' },
  { path: '/comments', screen: 'comments' },
];

const ADMIN_SCREENS: readonly { path: string; screen: string; search?: true }[] = [
  { path: '/tags', screen: 'tags' },
  { path: '/supertags', screen: 'SuperTags' },
  { path: '/supertag-settings/new', screen: 'new SuperTag' },
  { path: '/import', screen: 'import' },
  { path: '/snapshot', screen: 'snapshot and restore' },
  { path: '/users', screen: 'users' },
  { path: '/stages', screen: 'deal stages' },
  { path: '/duplicates', screen: 'possible duplicates' },
  { path: '/no-such-screen', screen: 'page not found' },
];

for (const [part, screens] of [
  ['lists', LIST_SCREENS],
  ['administration screens', ADMIN_SCREENS],
] as const) {
  test(`the ${part} show no English in German`, async ({ page, serviceApi }) => {
    // Up to nine screens (three searched again), each fetching its code and data on a busy machine.
    test.setTimeout(180_000);
    const mark = uniqueName('Zeta');
    const companyId = await serviceApi.createCompany(`${mark} AG`);
    await serviceApi.addTag('companies', companyId, `zeta-${mark.split(' ').pop() ?? ''}`);
    await serviceApi.create(
      'people',
      `<person><first_name>Zeta</first_name><last_name>${mark}</last_name></person>`,
    );
    await serviceApi.create(
      'deals',
      `<deal><title>${mark} Vertrag</title><status>pending</status><amount>1234.5</amount></deal>`,
    );
    await serviceApi.create(
      'todos',
      `<todo><title>${mark} Anruf</title><flagged>true</flagged></todo>`,
    );
    await serviceApi.create(
      'communications',
      `<communication><subject>${mark} Anruf</subject><body>Zeta.</body><ctype>phone</ctype></communication>`,
    );
    const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
    await useGerman(page);
    for (const { path, screen, search } of screens) {
      await page.goto(path);
      await settled(page, 45_000);
      await finder.scan(page, screen);
      if (search === true) {
        const main = page.getByRole('main');
        await main.getByRole('searchbox').first().fill(mark);
        await expect(main.getByRole('table').getByText(mark).first()).toBeVisible();
        await settled(page);
        await finder.scan(page, `${screen}, searched`);
      }
    }
    finder.expectNone();
  });
}
