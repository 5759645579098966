import { expect, test } from './fixtures';

test('the header shows the current user and the upstream', async ({ page, serviceApi }) => {
  const user = await serviceApi.currentUser();
  expect(user.name).not.toBe('');
  await page.goto('/companies');
  const header = page.getByRole('banner');
  const current = header.getByRole('group', { name: `Current user: ${user.name}` });
  await expect(current.getByText(user.name, { exact: true })).toBeVisible();
  await expect(header.getByText('Upstream: embedded service')).toBeVisible();
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the colour scheme follows the system until chosen, and the choice is kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/companies');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  await context.close();
});

test('the colour scheme button shows what it does on hover', async ({ page }) => {
  await page.goto('/companies');
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) mode$/ });
  const label = await toggle.getAttribute('aria-label');
  // The tooltip's code loads at the first hover: the pointer resting there sees it once it has.
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toHaveText(label ?? '');
  await page.mouse.move(0, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toHaveText(label ?? '');
});

test('on a phone the navigation sits behind a burger menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/companies');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Companies', exact: true })).not.toBeInViewport();

  await burger.click();
  await expect(nav.getByRole('link', { name: 'Companies', exact: true })).toBeInViewport();
  await expect(nav.getByText('Upstream: embedded service')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Companies', exact: true })).not.toBeInViewport();

  // Choosing a screen closes the menu and starts the keyboard at the new content.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(nav.getByRole('link', { name: 'People', exact: true })).not.toBeInViewport();
});

test('the console loads without errors in the browser console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto('/companies');
  await expect(page.getByRole('banner').getByText('Upstream: embedded service')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deals', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown address shows a not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
});
