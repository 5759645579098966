import { readFile } from 'node:fs/promises';
import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';
import { sidewaysScrollers } from './sidewaysOverflow';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** Issue 15: a CSV of good and bad rows, previewed, imported, reported and undone. */
test('imports a CSV of good and bad rows: dry run, run, failed-rows report, undo', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(90_000);
  const mark = uniqueName('Csv Import');
  const existingId = await serviceApi.createCompany(`${mark} Existing`, 'old notes');
  // Semicolons, a quoted line break, an empty name, and a name over the 255-character limit.
  const csv = [
    'Company;City;Tags;Description',
    `${mark} Fresh;Lyon;vip;"first line\nsecond line"`,
    `${mark} Existing;Oslo;;new notes`,
    ';Nowhere;;',
    `${mark} ${'x'.repeat(260)};;;`,
  ].join('\r\n');

  await page.goto('/import');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'companies.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
  const mapping = page.getByRole('table', { name: 'Column mapping' });
  await expect(mapping.getByLabel('Field for column Company')).toHaveValue('Name');
  await expect(mapping.getByLabel('Field for column Description')).toHaveValue('Notes');
  await page.getByRole('radio', { name: 'Update the record' }).check();
  await page.getByRole('button', { name: 'Dry run' }).click();

  const preview = page.getByRole('table', { name: 'Dry run' });
  await expect(page.getByRole('group', { name: 'Dry run summary' })).toContainText(
    '1 to create1 to update0 to skip2 errors',
  );
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText('The name is missing');
  await expect(preview).toContainText('Name is too long');
  // The dry run sent nothing.
  expect(await serviceApi.findCompanies(`${mark} Fresh`)).toEqual([]);

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '1 created, 1 updated, 0 skipped, 2 failed',
  );
  const [fresh] = await serviceApi.findCompanies(`${mark} Fresh`);
  expect(fresh?.notes).toBe('first line\nsecond line');
  expect(fresh?.locations.map((l) => l.city)).toEqual(['Lyon']);
  expect(fresh?.tags.map((t) => t.name)).toEqual(['vip']);
  expect((await serviceApi.company(existingId)).notes).toBe('new notes');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows (CSV)' }).click();
  const report = (await readFile(await (await downloading).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  // Written with the source's own separator, so it opens like the file it came from.
  expect(report[0]).toBe('row;Company;City;Tags;Description;error');
  expect(report[1]).toBe('4;;Nowhere;;;The name is missing');
  expect(report[2]).toMatch(/^5;.*Name is too long/);

  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toContainText(
    '2 records put back',
  );
  expect(await serviceApi.findCompanies(`${mark} Fresh`)).toEqual([]);
  const existing = await serviceApi.company(existingId);
  expect([existing.notes, existing.locations]).toEqual(['old notes', []]);
});

/** Issue 30: a German spreadsheet's CSV (semicolons, Windows-1252) imports as it is. */
test('imports a German ;-separated Windows-1252 file without touching the mapping; umlauts kept, failed rows given back alike', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(90_000);
  const mark = uniqueName('Bäckerei');
  const csv = [
    'Firma;Straße;PLZ;Ort;Telefon;Notizen',
    `${mark} Müller;Hauptstraße 5;80331;München;+49 89 1234;Brötchen für Größere`,
    `${mark} Schäfer;Königsallee 1;40212;Düsseldorf;+49 211 55;Öffnet um 6`,
    ';Ohne Namen;;Köln;;fehlt',
  ].join('\r\n');
  await page.goto('/import');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'firmen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'latin1'),
    });
  await expect(page.getByText(/read as Windows-1252, separated by semicolons/)).toBeVisible();
  const mapping = page.getByRole('table', { name: 'Column mapping' });
  for (const [column, field] of [
    ['Firma', 'Name'],
    ['Straße', 'Street'],
    ['PLZ', 'Postal code'],
    ['Ort', 'City'],
    ['Telefon', 'Phone'],
    ['Notizen', 'Notes'],
  ] as const)
    await expect(mapping.getByLabel(`Field for column ${column}`)).toHaveValue(field);
  // On a phone the mapping is a column of cards: nothing scrolls sideways, every picker on screen.
  await page.setViewportSize({ width: 390, height: 800 });
  const cards = page.getByRole('list', { name: 'Column mapping' });
  await expect(cards.getByLabel('Field for column Notizen')).toHaveValue('Notes');
  expect(await sidewaysScrollers(page)).toEqual([]);
  for (const column of ['Firma', 'Notizen']) {
    const picker = cards.getByLabel(`Field for column ${column}`);
    await picker.scrollIntoViewIfNeeded();
    await expect(picker).toBeInViewport({ ratio: 1 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('group', { name: 'Dry run summary' })).toContainText(
    '2 to create0 to update0 to skip1 error',
  );
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '2 created, 0 updated, 0 skipped, 1 failed',
  );

  const companies = await serviceApi.findCompanies(mark);
  expect(
    companies
      .map((c) => {
        const [l] = c.locations;
        return [c.name, l?.street1, l?.postalCode, l?.city, l?.phone, c.notes];
      })
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual([
    [`${mark} Müller`, 'Hauptstraße 5', '80331', 'München', '+49 89 1234', 'Brötchen für Größere'],
    [`${mark} Schäfer`, 'Königsallee 1', '40212', 'Düsseldorf', '+49 211 55', 'Öffnet um 6'],
  ]);

  // The failed row comes back as the file came: semicolons, Windows-1252, no byte-order mark.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows (CSV)' }).click();
  const bytes = await readFile(await (await downloading).path());
  expect(bytes.toString('latin1')).toBe(
    'row;Firma;Straße;PLZ;Ort;Telefon;Notizen;error\r\n4;;Ohne Namen;;Köln;;fehlt;The name is missing\r\n',
  );
  expect(bytes.includes(Buffer.from('Köln', 'latin1'))).toBe(true);

  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toContainText(
    '2 records put back',
  );
});

/** Issue 29: an import goes on when its page is left, and its report and Undo wait in the history. */
test('leaving a running import asks first; the import goes on and its report and Undo are in the history', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(90_000);
  const mark = uniqueName('Csv Leave');
  const csv = ['Name', ...Array.from({ length: 12 }, (_, i) => `${mark} ${i + 1}`)].join('\n');
  await page.goto('/import');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Dry run' }).click();
  // The creates are held until the page is left, so the import is surely running then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/service/companies.xml', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import 12 rows' }).click();
  await expect(page.getByRole('group', { name: 'Import progress' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'An import is running' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import CSV' })).toBeVisible();
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await dialog.getByRole('button', { name: 'Leave, keep importing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  release();
  await expect
    .poll(async () => (await serviceApi.findCompanies(mark, { limit: '50' })).length)
    .toBe(12);
  await nav.getByRole('link', { name: 'Import & snapshot', exact: true }).click();
  const history = page.getByRole('region', { name: /leavers\.csv · companies/ });
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '12 created, 0 updated, 0 skipped, 0 failed',
  );
  await expect(history).toBeVisible();
  // The history and its report fit a phone's width.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await history.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toContainText(
    '12 records put back',
  );
  expect(await serviceApi.findCompanies(mark)).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the import and snapshot screens have no serious axe violations (${colorScheme})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const scan = async (where: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect({ where, violations: await seriousAxeViolations(page) }).toEqual({
        where,
        violations: [],
      });
    };
    await page.goto('/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import CSV' })).toBeVisible();
    await scan('import screen');
    const csv = 'Title,Amount,Status,Due\nGood,10,won,2026-01-01\nBad,ten,maybe,\n';
    await page.getByRole('combobox', { name: 'Records to import' }).click();
    await page.getByRole('option', { name: 'Deals' }).click();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'deals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('table', { name: 'Column mapping' })).toBeVisible();
    await scan('column mapping');
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(page.getByRole('table', { name: 'Dry run' })).toContainText(
      'Amount "ten" is not a number',
    );
    await scan('dry run');
    await page.goto('/snapshot');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Snapshot and restore' }),
    ).toBeVisible();
    await scan('snapshot screen');
    await context.close();
  });
}
