import { seriousAxeViolations } from './axe';
import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** Issue 4's screens, filled with data, in both colour schemes and at phone width. */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`company and person pages, their dialogs, and the tag page have no serious axe violations (${colorScheme})`, async ({
    browser,
    serviceApi,
    request,
  }) => {
    // Seven scans on a two-core machine shared with other runs.
    test.setTimeout(90_000);
    const api = new ContactsApi(request);
    const mark = uniqueName('Axe Detail');
    const tag = `axe-${mark.split(' ').pop() ?? ''}`;
    const companyId = await serviceApi.createCompany(`${mark} Company`, 'Some notes');
    await api.post(
      `/companies/${companyId}/locations.xml`,
      '<location><label>Office</label><primary>true</primary><city>Oslo</city><email>a@axe.example</email></location>',
    );
    await api.post(
      `/companies/${companyId}/comments.xml`,
      '<comment><comment>A comment</comment></comment>',
    );
    await serviceApi.addTag('companies', companyId, tag);
    const personId = await serviceApi.create(
      'people',
      `<person><first_name>Axe</first_name><last_name>${mark}</last_name><company_id>${companyId}</company_id><title>Tester</title></person>`,
    );
    await serviceApi.addTag('people', personId, tag);

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

    await page.goto(`/companies/${companyId}`);
    await expect(
      page.getByRole('region', { name: 'People (1)' }).getByRole('link', { name: `Axe ${mark}` }),
    ).toBeVisible();
    await scan('company page');
    await page.getByRole('button', { name: 'Edit company' }).click();
    await scan('company edit form');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit location Office' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit location “Office”' })).toBeVisible();
    await scan('location dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/people/${personId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Axe ${mark}` })).toBeVisible();
    await scan('person page');

    await page.goto(`/people?tag=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('table', { name: 'People' }).getByRole('rowheader')).toHaveCount(1);
    await scan('people list with a filter');
    await page.getByRole('button', { name: 'New person' }).click();
    await expect(page.getByRole('dialog', { name: 'New person' })).toBeVisible();
    await scan('new person dialog');

    await page.goto(`/tags/${encodeURIComponent(tag)}`);
    await expect(page.getByRole('region', { name: 'People' }).getByRole('rowheader')).toHaveCount(
      1,
    );
    await scan('tag page');
    await context.close();
  });
}

test('the company page at phone width has no serious axe violations and keeps its actions reachable', async ({
  page,
  serviceApi,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const companyId = await serviceApi.createCompany(uniqueName('Axe Phone'), 'Some notes');
  await page.goto(`/companies/${companyId}`);
  await expect(page.getByRole('button', { name: 'Delete company' })).toBeInViewport();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing sticks out sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
