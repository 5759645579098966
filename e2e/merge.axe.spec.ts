import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';
import { sidewaysScrollers } from './sidewaysOverflow';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** Issue 32's duplicates and merge screens in both colour schemes, and at phone width. */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the duplicates and merge screens have no serious axe violations and fit 390 px (${colorScheme})`, async ({
    browser,
    serviceApi,
  }) => {
    test.setTimeout(150_000);
    // The first screen reads the whole account; a loaded two-core machine takes its time.
    const loaded = { timeout: 45_000 };
    const name = uniqueName(`Axe Duplicate ${colorScheme}`);
    const first = await serviceApi.createCompany(name, 'first notes');
    await serviceApi.createCompany(`${name} GmbH`, 'second notes');
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 390, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const check = async (where: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, loaded);
      expect({ where, violations: await seriousAxeViolations(page) }).toEqual({
        where,
        violations: [],
      });
      expect({ where, sideways: await sidewaysScrollers(page) }).toEqual({ where, sideways: [] });
    };

    await page.goto('/duplicates');
    const group = page.getByRole('region', { name: `${name} and 1 more` });
    await expect(group).toBeVisible(loaded);
    await check('duplicates screen');
    await group.getByRole('button', { name: 'Merge 2 companies…' }).click();
    await expect(page.getByRole('radio', { name: `${name} (#${first})` })).toBeVisible(loaded);
    await check('merge form and dry run');
    await context.close();
  });
}
