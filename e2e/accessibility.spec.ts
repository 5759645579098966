import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the companies screen has no serious axe violations (${colorScheme})`, async ({ browser, serviceApi }) => {
    const prefix = uniqueName('Axe Audit');
    await serviceApi.createCompany(`${prefix} One`, 'Has notes');
    await serviceApi.createCompany(`${prefix} Two`);
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/companies?name=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveCount(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.getByRole('dialog', { name: 'New company' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('the empty companies screen and the phone layout have no serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies?name=${encodeURIComponent(uniqueName('Nobody'))}`);
  await expect(page.getByText(/No companies match/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
