import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';
import { seriousAxeViolations } from './axe';

/** Issues 34 and 29: a record's feed — read a comment and reply to it; log a call in one dialog. */

// The contact page reads many lists at once besides the feed: on a busy machine its first answer
// can take longer than the default wait.
test.setTimeout(90_000);
// axe is injected as a script, which the console's Content Security Policy refuses.
test.use({ bypassCSP: true });
const LOADED = { timeout: 30_000 };

test('reads a company’s comment in its feed and replies to it', async ({
  page,
  serviceApi,
  request,
}) => {
  const companyId = await serviceApi.createCompany(uniqueName('Feed Co'));
  const posted = await request.post(`${SERVICE_URL}/companies/${companyId}/comments.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
    data: '<comment><comment>Renewal is due in March\nThey want a discount</comment></comment>',
  });
  expect(posted.status()).toBe(201);

  await page.goto(`/companies/${companyId}?feed=comments`);
  const history = page.getByRole('list', { name: 'History: comments' });
  const comment = history.getByRole('article').filter({ hasText: 'Renewal is due in March' });
  await expect(comment).toContainText('They want a discount', LOADED);
  await comment.getByRole('button', { name: /^Reply/ }).click();
  await comment.getByRole('textbox', { name: /^Reply to/ }).fill('I will call them today');
  await comment.getByRole('button', { name: 'Post reply' }).click();

  const reply = history.getByRole('article').filter({ hasText: 'I will call them today' });
  await expect(reply.locator('blockquote')).toHaveText('Renewal is due in March', LOADED);
  // The filter lives in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Comments' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: 'History: comments' }).getByRole('article'),
  ).toHaveCount(2, LOADED);
});

test('logs a call from a person in one dialog and sees it in the feed', async ({
  page,
  serviceApi,
}) => {
  const last = uniqueName('Haddad');
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Omar</first_name><last_name>${last}</last_name></person>`,
  );
  await page.goto(`/people/${personId}`);
  await page.getByRole('button', { name: 'Log call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log call' });
  const role = dialog.getByRole('combobox', { name: `Role of Omar ${last}` });
  await expect(role).toHaveValue('to', LOADED);
  await role.selectOption({ label: 'Caller' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Asked about the renewal');
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(dialog).toBeHidden();

  const entry = page
    .getByRole('list', { name: 'History' })
    .getByRole('article')
    .filter({ hasText: 'Asked about the renewal' });
  await expect(entry).toContainText('Phone', LOADED);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await entry.getByRole('link', { name: 'Asked about the renewal' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Omar ${last}` })).toContainText(
    'From',
    LOADED,
  );
});
