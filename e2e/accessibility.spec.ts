import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the companies screen has no serious axe violations (${colorScheme})`, async ({
    browser,
    serviceApi,
  }) => {
    const prefix = uniqueName('Axe Audit');
    await serviceApi.createCompany(`${prefix} One`, 'Has notes');
    await serviceApi.createCompany(`${prefix} Two`);
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`/companies?name=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveCount(
      2,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.getByRole('dialog', { name: 'New company' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('the empty companies screen and the phone layout have no serious axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies?name=${encodeURIComponent(uniqueName('Nobody'))}`);
  await expect(page.getByText(/No companies match/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the other screens have no serious axe violations', async ({ page, serviceApi }) => {
  // Seven screens, each loaded and scanned: more than the default 30 s on a slow machine.
  test.setTimeout(90_000);
  const mark = uniqueName('Axe Screens');
  const companyId = await serviceApi.createCompany(`${mark} Company`, 'Some notes');
  await serviceApi.addTag('companies', companyId, `axe-${mark.split(' ').pop() ?? ''}`);
  await serviceApi.create(
    'people',
    `<person><first_name>Axe</first_name><last_name>${mark}</last_name></person>`,
  );
  await serviceApi.create(
    'deals',
    `<deal><title>${mark} Deal</title><status>won</status><amount>10</amount></deal>`,
  );
  await serviceApi.create(
    'communications',
    `<communication><subject>${mark}</subject><body>b</body><ctype>email</ctype></communication>`,
  );
  await serviceApi.create('todos', `<todo><title>${mark}</title><flagged>true</flagged></todo>`);
  for (const path of [
    `/companies/${companyId}`,
    '/people',
    '/deals',
    '/todos',
    '/communications',
    '/tags',
    '/supertags',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect({ path, violations: await seriousAxeViolations(page) }).toEqual({
      path,
      violations: [],
    });
  }
});
