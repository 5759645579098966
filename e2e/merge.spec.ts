import type { APIRequestContext } from '@playwright/test';
import { parseXml } from '#xml/tree';
import { decodeDeal } from '#xml/deal';
import { escapeXml } from '#xml/writer';
import { ContactsApi } from './contactsApi';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 32: two companies found as possible duplicates are merged from the duplicates screen; the
 * one that stays has the other's people, deal and comment; then the merge is undone.
 */
test('merge two companies with people, deals and comments, find everything on the survivor, then undo', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(150_000);
  // Each screen here reads several lists first; a loaded CI machine takes longer than one read.
  const loaded = { timeout: 20_000 };
  const api = new ContactsApi(request);
  const name = uniqueName('Mergeable Traders');
  const keep = await serviceApi.createCompany(name, 'kept');
  const gone = await serviceApi.createCompany(`${name} Ltd`, 'gone');
  const person = await serviceApi.create(
    'people',
    `<person><first_name>Ada</first_name><last_name>${escapeXml(name)}</last_name><company_id>${gone}</company_id></person>`,
  );
  const deal = await serviceApi.create(
    'deals',
    `<deal><title>${escapeXml(`${name} order`)}</title><deal_with_id>${gone}</deal_with_id></deal>`,
  );
  await api.post(
    `/companies/${gone}/comments.xml`,
    '<comment><comment>Met them at the fair</comment></comment>',
  );

  await page.goto('/duplicates');
  const group = page.getByRole('region', { name: `${name} and 1 more` });
  // The screen reads the whole account first: slower than one page on a loaded machine.
  await expect(group).toBeVisible({ timeout: 45_000 });
  await group.getByRole('button', { name: 'Merge 2 companies…' }).click();

  await page.getByRole('radio', { name: `${name} (#${keep})` }).check();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps).toContainText(`Delete “${name} Ltd”`, loaded);
  await expect(steps).toContainText('Copy the comment “Met them at the fair”');
  await page.getByRole('button', { name: 'Merge 2 records' }).click();
  await expect(page.getByText(/^Done: all \d+ steps ran\.$/)).toBeVisible(loaded);

  await page.getByRole('link', { name: 'Open the record that stayed' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(loaded);
  await expect(page.getByText('Met them at the fair')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ada ${name}` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} order` }).first()).toBeVisible();
  expect(await api.status(`/companies/${gone}.xml`)).toBe(404);
  expect((await api.person(person)).companyId).toBe(keep);
  expect(await dealWithId(request, deal)).toBe(keep);

  await page.goBack();
  await page.getByRole('button', { name: 'Undo merge' }).click(loaded);
  await expect(page.getByText(/^Done: all \d+ steps ran\.$/)).toBeVisible(loaded);
  await page.getByRole('link', { name: `“${name} Ltd” again` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Ltd` })).toBeVisible(loaded);
  const back = Number(/\/companies\/(\d+)$/.exec(page.url())?.[1]);
  expect(back).not.toBe(gone);
  await expect(page.getByText('Met them at the fair')).toBeVisible();
  expect((await api.person(person)).companyId).toBe(back);
  expect(await dealWithId(request, deal)).toBe(back);
  expect((await api.company(keep)).megaComments).toEqual([]);
});

async function dealWithId(request: APIRequestContext, id: number) {
  const response = await request.get(`${SERVICE_URL}/deals/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  return decodeDeal(parseXml(await response.text())).dealWithId;
}
