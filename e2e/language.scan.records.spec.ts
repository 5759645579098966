import { EnglishFinder, englishOnlyTexts, scanDialog, settled, useGerman } from './germanScan';
import { KNOWN_ENGLISH } from './germanScanKnown';
import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 32's scan of the German console for English strings, part 2: the record pages (a company
 * with each view of its feed and its dialogs, a person, a deal in its panel and on its page, a
 * communication, a tag) and the merge screen. Records carry German-neutral names ("Zeta …").
 */

test.use({ locale: 'de-DE' });

test('a company page, its feed views, its edit form and its dialogs show no English in German', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(120_000);
  const mark = uniqueName('Zeta');
  const id = await serviceApi.createCompany(`${mark} AG`, 'Zeta.');
  await serviceApi.create(
    'deals',
    `<deal><title>${mark} Vertrag</title><amount>4200</amount><deal_with_id>${id}</deal_with_id></deal>`,
  );
  await serviceApi.create(
    'people',
    `<person><first_name>Zeta</first_name><last_name>${mark}</last_name><company_id>${id}</company_id></person>`,
  );
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await useGerman(page);
  await page.goto(`/companies/${id}`);
  await settled(page, 45_000);
  await finder.scan(page, 'company page');

  // Each view of the feed's history (a segmented control: its labels are what a user clicks).
  const views = page.getByRole('radiogroup', { name: 'Im Verlauf zeigen' });
  const count = await views.getByRole('radio').count();
  for (let index = 0; index < count; index += 1) {
    await views.locator('label').nth(index).click();
    await expect(views.getByRole('radio').nth(index)).toBeChecked();
    await settled(page);
    await finder.scan(page, `company page, feed view ${index + 1}`);
  }

  const button = (name: string) => page.getByRole('button', { name, exact: true }).first();
  // A company is edited in place, in a form that takes the identity's place.
  await button('Firma bearbeiten').click();
  const form = page.getByRole('form', { name: `Firma „${mark} AG“ bearbeiten` });
  await expect(form).toBeVisible();
  await finder.scan(page, 'edit company');
  await form.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(form).toHaveCount(0);
  await scanDialog(page, finder, 'log a call', button('Anruf erfassen'));
  await scanDialog(page, finder, 'add a note', button('Notiz hinzufügen'));
  await scanDialog(page, finder, 'add a location', button('Kontaktangabe hinzufügen'));
  finder.expectNone();
});

test('a person, a deal and a communication show no English in German', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(120_000);
  const mark = uniqueName('Zeta');
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Zeta</first_name><last_name>${mark}</last_name></person>`,
  );
  const dealId = await serviceApi.create(
    'deals',
    `<deal><title>${mark} Vertrag</title><status>pending</status><amount>1234.5</amount></deal>`,
  );
  const communicationId = await serviceApi.create(
    'communications',
    `<communication><subject>${mark} Anruf</subject><body>Zeta.</body><ctype>phone</ctype></communication>`,
  );
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await useGerman(page);

  await page.goto(`/people/${personId}`);
  await settled(page, 45_000);
  await finder.scan(page, 'person page');
  // A person is edited in place, in a form that takes the identity's place.
  await page.getByRole('button', { name: 'Person bearbeiten', exact: true }).first().click();
  const form = page.getByRole('form', { name: `Zeta ${mark} bearbeiten` });
  await expect(form).toBeVisible();
  await finder.scan(page, 'edit person');
  await form.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(form).toHaveCount(0);

  await page.goto(`/deals/${dealId}`);
  await settled(page);
  await finder.scan(page, 'deal page');

  await page.goto(`/deals?title=${encodeURIComponent(mark)}`);
  await settled(page);
  await page.getByRole('button', { name: `${mark} Vertrag`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Deal' });
  await expect(panel.getByRole('heading', { name: `${mark} Vertrag` })).toBeVisible();
  await expect(panel.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await finder.scan(page, 'deal panel');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await page.goto(`/communications/${communicationId}`);
  await settled(page);
  await finder.scan(page, 'communication page');
  finder.expectNone();
});

test('a tag and the merge screen show no English in German', async ({ page, serviceApi }) => {
  test.setTimeout(120_000);
  const mark = uniqueName('Zeta');
  const tag = `zeta-${mark.split(' ').pop() ?? ''}`;
  const first = await serviceApi.createCompany(`${mark} Handel`);
  await serviceApi.createCompany(`${mark} Handel GmbH`);
  await serviceApi.addTag('companies', first, tag);
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await useGerman(page);

  await page.goto(`/tags/${encodeURIComponent(tag)}`);
  await settled(page, 45_000);
  await finder.scan(page, 'tag page');

  await page.goto('/duplicates');
  const group = page.getByRole('region', { name: `${mark} Handel und 1 weitere` });
  // The screen reads the whole account first: slower than one page on a loaded machine.
  await expect(group).toBeVisible({ timeout: 45_000 });
  await group.getByRole('button', { name: '2 Firmen zusammenführen…' }).click();
  await page.getByRole('radio', { name: `${mark} Handel (#${first})` }).check();
  await expect(page.getByRole('list', { name: 'Schritte' })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await finder.scan(page, 'merge screen');
  finder.expectNone();
});
