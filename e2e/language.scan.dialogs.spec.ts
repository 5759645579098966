import type { Page } from '@playwright/test';
import { EnglishFinder, englishOnlyTexts, scanDialog, settled, useGerman } from './germanScan';
import { KNOWN_ENGLISH } from './germanScanKnown';
import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 32's scan of the German console for English strings, part 3: the keyboard sheet (`?`),
 * the command palette with results, the preferences, and the main create dialogs, each read
 * empty and again after a save without input (their error messages).
 */

test.use({ locale: 'de-DE' });

test('the keys sheet, the palette and the preferences show no English in German', async ({
  page,
  serviceApi,
}) => {
  test.setTimeout(90_000);
  const mark = uniqueName('Zeta');
  await serviceApi.createCompany(`${mark} AG`);
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await useGerman(page);
  await page.goto('/companies');
  await settled(page, 45_000);

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(sheet).toBeVisible();
  await finder.scan(page, 'keyboard keys sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Firmen, Personen und Deals suchen' });
  await expect(palette).toBeVisible();
  await finder.scan(page, 'command palette, empty');
  await page.keyboard.type(mark);
  await expect(palette.getByRole('link', { name: `${mark} AG` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(palette.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await finder.scan(page, 'command palette, with results');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await scanDialog(
    page,
    finder,
    'preferences',
    page.getByRole('button', { name: 'Einstellungen', exact: true }),
  );
  finder.expectNone();
});

/** Opens a screen's create dialog, reads it, saves it empty, reads its errors, and closes it. */
async function scanCreateDialog(page: Page, finder: EnglishFinder, path: string, name: string) {
  await page.goto(path);
  await settled(page, 45_000);
  await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await finder.scan(page, `${name} dialog`);
  await dialog.locator('button[type="submit"]').first().click();
  await expect(dialog.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  await finder.scan(page, `${name} dialog, saved empty`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the create dialogs show no English in German', async ({ page }) => {
  test.setTimeout(120_000);
  const finder = new EnglishFinder(await englishOnlyTexts(), KNOWN_ENGLISH);
  await useGerman(page);
  await scanCreateDialog(page, finder, '/companies', 'Neue Firma');
  await scanCreateDialog(page, finder, '/people', 'Neue Person');
  await scanCreateDialog(page, finder, '/deals', 'Neuer Deal');
  await scanCreateDialog(page, finder, '/todos', 'Neue Aufgabe');
  await scanCreateDialog(page, finder, '/communications', 'Neue Kommunikation');
  finder.expectNone();
});
