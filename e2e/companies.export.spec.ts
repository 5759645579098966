import { readFile } from 'node:fs/promises';
import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: CSV export of the current search across all pages (the API pages by at most 500). */
test('exports every company of the search, past the first API page, as CSV', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = uniqueName('Csv Co');
  const quotedId = await serviceApi.createCompany(`${prefix} "Quoted", Inc.`, '=1+1');
  // A phone number starts with + like a formula, yet must come out as it is.
  await new ContactsApi(request).post(
    `/companies/${quotedId}/locations.xml`,
    '<location><label>Office</label><phone>+1 919 555 0139</phone><city>Raleigh</city></location>',
  );
  for (let start = 0; start < 500; start += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        serviceApi.createCompany(`${prefix} ${String(start + n).padStart(3, '0')}`),
      ),
    );
  }
  // Outside the search: must not be exported.
  await serviceApi.createCompany(uniqueName('Csv Other'));

  await page.goto(`/companies?name=${encodeURIComponent(prefix)}&limit=10`);
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveCount(
    10,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: /^Machine-readable/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('companies.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,name,notes,tags,email,phone,city,state,country,created_at,updated_at');
  expect(lines).toHaveLength(502);
  const quoted = lines.find((line) => line.includes('Quoted'));
  expect(quoted).toMatch(
    new RegExp(`^\\d+,"${prefix} ""Quoted"", Inc\\.",'=1\\+1,,,\\+1 919 555 0139,Raleigh,,,`),
  );
  expect(lines.filter((line) => line.includes('Csv Other'))).toEqual([]);
  // What the API holds for the same search, page by page, is what was exported.
  const first = await serviceApi.findCompanies(prefix);
  expect(lines.slice(1, 1 + first.length).map((line) => Number(line.split(',')[0]))).toEqual(
    first.map((c) => c.id),
  );
});
