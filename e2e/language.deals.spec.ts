import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 32's language journey on the deals: the header's switch turns the console German, and the
 * deals list, a deal's panel and the board then speak it, with German amounts (the demo currency,
 * the browser's US dollars, as "1.234,50 $") and German dates ("28.11.2026, 21:58").
 */

// A German medium date and short time: day.month.year, then the 24-hour time.
const GERMAN_DATE_TIME = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;
const GERMAN_AMOUNT = /1\.234,50\s\$/;

test('switched to Deutsch, the deals list, a deal and the board show German words, amounts and dates', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(120_000);
  const mark = uniqueName('Sprache Deal');
  const id = await serviceApi.create(
    'deals',
    `<deal><title>${mark}</title><status>pending</status><amount>1234.50</amount></deal>`,
  );

  await page.goto(`/deals?title=${encodeURIComponent(mark)}`);
  const table = page.getByRole('table', { name: 'Deals' });
  // The first screen's code may still be arriving on a slow machine.
  await expect(table.getByRole('button', { name: mark, exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(table.getByRole('row', { name: new RegExp(mark) })).toContainText('$1,234.50');

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache' })).toHaveValue(
    'de',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(table.getByRole('columnheader', { name: 'Betrag' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Deal' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(mark) })).toContainText(GERMAN_AMOUNT);
  // The classic stage in German, not the API's "pending".
  await expect(table.getByRole('row', { name: new RegExp(mark) })).toContainText('Offen');

  // The deal in its panel: German headings, its amount, and its history's time in German.
  await table.getByRole('button', { name: mark, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Deal' });
  await expect(panel.getByRole('heading', { name: mark })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('heading', { name: 'Verknüpfte Personen' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(panel.getByText(GERMAN_AMOUNT)).toBeVisible();
  await expect(panel.locator('time').first()).toHaveAttribute('title', GERMAN_DATE_TIME);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // The board keeps the language (it is remembered) and writes the card's amount the same way.
  await page.goto(`/pipeline?q=${encodeURIComponent(mark)}`);
  await expect(page.getByText('Pipeline-Wert nach Status')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Spalten' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offen' })).toBeVisible();
  const card = page.locator(`[data-deal-id="${id}"]`);
  await expect(card).toContainText(mark);
  await expect(card).toContainText(GERMAN_AMOUNT);
});
