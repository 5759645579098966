import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the pipeline board, a deal's panel and quick-add have no serious axe violations (${colorScheme})`, async ({
    browser,
    serviceApi,
  }) => {
    const prefix = uniqueName('Axe Board');
    await serviceApi.create(
      'deals',
      `<deal><title>${prefix} One</title><amount>120.00</amount><status>pending</status></deal>`,
    );
    await serviceApi.create(
      'deals',
      `<deal><title>${prefix} Two</title><amount>80.00</amount><status>won</status></deal>`,
    );
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`/pipeline?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('region', { name: 'Won' }).getByTestId('column-totals')).toHaveText(
      '1 deal · $80.00',
      { timeout: 15_000 },
    );
    await expect(page.getByText('Pipeline value by status')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `${prefix} One`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Deal' });
    await expect(panel.getByRole('heading', { name: `${prefix} One` })).toBeVisible();
    await expect(panel.getByText('Nobody yet.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await page.getByRole('button', { name: 'Add deal to Lost' }).click();
    await expect(page.getByRole('dialog', { name: 'New deal in Lost' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
}

test('the pipeline board on a phone has no serious axe violations', async ({
  page,
  serviceApi,
}) => {
  const prefix = uniqueName('Axe Phone');
  await serviceApi.create(
    'deals',
    `<deal><title>${prefix} Deal</title><amount>5.00</amount><status>lost</status></deal>`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pipeline?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('region', { name: 'Lost' }).getByTestId('column-totals')).toHaveText(
    '1 deal · $5.00',
    { timeout: 15_000 },
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the board's Columns menu, open with a column hidden, has no serious axe violations (${colorScheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`/pipeline?q=${encodeURIComponent(uniqueName('Axe Columns'))}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      ['Pending', 'Won', 'Failure', 'Lost'],
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: /^Columns/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Columns/ });
    await dialog.getByRole('checkbox', { name: 'Failure' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Pending', 'Won', 'Lost']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
}
