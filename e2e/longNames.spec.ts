import type { Locator, Page } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { ContactsApi } from './contactsApi';
import { expect, test } from './fixtures';
import { cutOff, sidewaysScrollers } from './sidewaysOverflow';

/**
 * Names without a space to break at (pasted ids, URLs, a 255-character company name, the longest the service takes) must wrap
 * where they are shown, not widen the page or push a table's other columns out of view.
 */

/** `length` characters with no space, unique to this run. */
function unbroken(prefix: string, length: number): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.padEnd(
    length,
    'W',
  );
}

async function expectNothingSideways(page: Page, where: string, texts: readonly Locator[]) {
  expect({ where, scrollers: await sidewaysScrollers(page) }).toEqual({ where, scrollers: [] });
  for (const text of texts) {
    await expect(text).toBeVisible();
    expect({
      where,
      text: await text.evaluate((node) => node.textContent?.slice(0, 30)),
      cutOff: await cutOff(text),
    }).toEqual(expect.objectContaining({ where, cutOff: null }));
  }
}

for (const width of [390, 1280]) {
  test(`a company with a 255-character name, a long e-mail and a long tag fits the list and its page at ${width} px`, async ({
    page,
    serviceApi,
    request,
  }) => {
    const api = new ContactsApi(request);
    const name = unbroken('Longname', 255);
    const email = `${unbroken('mailbox', 90)}@${'d'.repeat(60)}.example`;
    const tag = unbroken('tag', 150);
    const id = await serviceApi.createCompany(name, 'Notes');
    await api.post(
      `/companies/${id}/locations.xml`,
      `<location><label>Office</label><primary>true</primary><city>Oslo</city><email>${escapeXml(email)}</email></location>`,
    );
    await serviceApi.addTag('companies', id, tag);
    await page.setViewportSize({ width, height: 800 });

    await page.goto(`/companies?name=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await expectNothingSideways(page, 'companies list', [
      table.getByRole('link', { name }),
      table.getByText(tag, { exact: true }),
    ]);

    await page.goto(`/companies/${id}`);
    await expectNothingSideways(page, 'company page', [
      page.getByRole('heading', { level: 1, name }),
      page.getByRole('article', { name: 'Location Office' }).getByRole('link', { name: email }),
      page.getByRole('list', { name: 'Tags' }).getByText(tag, { exact: true }),
    ]);
  });

  test(`a long to-do title and a long communication subject fit their screens at ${width} px`, async ({
    page,
    serviceApi,
  }) => {
    const title = unbroken('Todo', 240);
    const subject = unbroken('Subject', 240);
    await serviceApi.create('todos', `<todo><title>${escapeXml(title)}</title></todo>`);
    const companyId = await serviceApi.createCompany(unbroken('Party', 30));
    const communicationId = await serviceApi.create(
      'communications',
      `<communication><subject>${escapeXml(subject)}</subject><body>b</body><ctype>note</ctype></communication>`,
    );
    await serviceApi.addParticipant(communicationId, companyId, 'to');
    await page.setViewportSize({ width, height: 800 });
    const main = page.getByRole('main');

    await page.goto('/todos');
    await expectNothingSideways(page, 'to-dos', [
      main.getByRole('listitem', { name: title }).getByRole('button', { name: title, exact: true }),
    ]);

    await page.goto('/communications?limit=100');
    await expectNothingSideways(page, 'communications list', [
      main.getByRole('rowheader', { name: subject }),
    ]);

    await page.goto(`/communications/${communicationId}`);
    await expectNothingSideways(page, 'communication page', [
      main.getByRole('heading', { level: 1, name: subject }),
    ]);

    await page.goto(`/companies/${companyId}`);
    await expectNothingSideways(page, 'company feed', [
      main.getByRole('list', { name: 'History' }).getByRole('link', { name: subject }),
    ]);
  });
}
