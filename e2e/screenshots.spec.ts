import { expect, test, uniqueName } from './fixtures';

/** Screenshots of the companies screen at desktop and phone widths, for a person to look at. */
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`companies screen at ${width} px`, async ({ page, serviceApi }) => {
    const prefix = uniqueName('Screenshot');
    await serviceApi.createCompany(
      `${prefix} Acme Corporation`,
      'Longtime customer; prefers e-mail over phone calls.',
    );
    await serviceApi.createCompany(`${prefix} Globex`, '');
    await page.setViewportSize({ width, height });
    await page.goto(`/companies?name=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveCount(
      2,
    );
    // Nothing may stick out sideways: a phone must not need horizontal scrolling.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/companies-${width}.png`, fullPage: true });
  });
}

test('phone menu open, dark scheme', async ({ browser, serviceApi }) => {
  await serviceApi.createCompany(uniqueName('Dark Phone'));
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/companies');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'SuperTags', exact: true }),
  ).toBeInViewport();
  await page.screenshot({ path: '/tmp/companies-390-dark-menu.png' });
  await context.close();
});
