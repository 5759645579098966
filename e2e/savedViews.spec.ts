import { decodeSavedViewList } from '#xml/savedView';
import { parseXml } from '#xml/tree';
import { createUser } from './adminUsers';
import { seriousAxeViolations } from './axe';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { SERVICE_URL } from './settings';

/**
 * Issue 32's saved views: save the deals list's filter as a view, reload, open it from the
 * sidebar, share it, and a second user of the account reads it through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

test('a saved view survives a reload, opens from the sidebar and is shared with a colleague', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Lost deals');
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible({
    timeout: 30_000,
  });
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('lost');
  await expect(page).toHaveURL(/status=lost/);

  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as new view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('checkbox', { name: 'Pin to the sidebar' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  const viewButton = page.getByRole('button', { name: `View: ${name}` });
  await expect(viewButton).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=\d+&status=lost/);

  await page.reload();
  // A first load on a busy CI machine can take well over the default wait.
  await expect(viewButton).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveValue('lost');

  // Elsewhere, then back through the sidebar's pinned view.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await nav.getByRole('link', { name }).click();
  await expect(viewButton).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('lost');

  await viewButton.click();
  await expect(page.getByRole('menuitem', { name: 'Share with the team' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Share with the team' }).click();
  await expect(page.getByText('Shared with the team')).toBeVisible();

  // A colleague of the account sees it (and cannot change it).
  const colleague = createUser(uniqueName('Sam'), `sam-${Date.now().toString(36)}@example.com`);
  const listed = await request.get(`${SERVICE_URL}/account/views.xml`, {
    params: { list: 'deals' },
    headers: { authorization: basicAuth(colleague) },
  });
  expect(listed.status()).toBe(200);
  const shared = decodeSavedViewList(parseXml(await listed.text())).find((v) => v.name === name);
  expect(shared).toMatchObject({ address: 'status=lost', shared: true, mine: false });
  const renamed = await request.put(`${SERVICE_URL}/account/views/${shared!.id}.xml`, {
    headers: { authorization: basicAuth(colleague), 'content-type': 'application/xml' },
    data: '<view><name>Mine now</name></view>',
  });
  expect(renamed.status()).toBe(403);
});
