import { expect, test } from './fixtures';

/**
 * Issue 32: the console in German. The header's switch changes the shell at once, amounts follow
 * the German locale, the choice survives a reload, and English comes back the same way.
 */

// Two loads of the console and a language's catalogues: more than the default on a busy machine.
test.setTimeout(120_000);
test('switches to Deutsch in the header, keeps it over a reload, and switches back', async ({
  page,
}) => {
  await page.goto('/companies');
  const english = page.getByRole('navigation', { name: 'Main' });
  await expect(english.getByRole('link', { name: 'Companies', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  const german = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(german.getByRole('link', { name: 'Firmen', exact: true })).toBeVisible();
  await expect(german.getByRole('link', { name: 'Aufgaben', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // An amount in the German locale: thousands with a dot, decimals with a comma.
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  const preferences = page.getByRole('dialog', { name: 'Einstellungen' });
  await expect(preferences.getByText(/Beträge werden so angezeigt: 12\.500,00/)).toBeVisible();
  await preferences.getByRole('button', { name: 'Fertig' }).click();
  await expect(preferences).toBeHidden();

  await page.reload();
  await expect(german.getByRole('link', { name: 'Firmen', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const sprache = page.getByRole('banner').getByRole('combobox', { name: 'Sprache' });
  await expect(sprache).toHaveValue('de');

  await sprache.selectOption('en');
  await expect(english.getByRole('link', { name: 'Companies', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
