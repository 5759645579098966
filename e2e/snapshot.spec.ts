import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parseXml } from '#xml/tree';
import { decodeCompanyList } from '#xml/company';
import { decodeDealList } from '#xml/deal';
import { decodePersonList } from '#xml/person';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { ContactsApi } from './contactsApi';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 15: a snapshot exported from the console and restored, through a second console, into a
 * second account of the same service (made with the admin command, as an operator would).
 */
let secondConsole: ChildProcess;
let secondUrl: string;
let secondToken: string;

async function admin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/service/admin/cli.ts', ...args],
    {
      env: { ...process.env, DATA_DIR: process.env['CRM_E2E_DATA_DIR'], LOG_LEVEL: 'silent' },
    },
  );
  return stdout;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const account =
    /\d+/.exec(await admin('create-account', '--name', uniqueName('Restore target')))?.[0] ?? '';
  secondToken =
    /[0-9a-f]{40}/.exec(
      await admin(
        'create-user',
        '--account',
        account,
        '--name',
        'Console Admin',
        '--email',
        'admin@example.com',
      ),
    )?.[0] ?? '';
  expect(secondToken).toMatch(/^[0-9a-f]{40}$/);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'PORT',
    'SERVICE_PORT',
    'DATA_DIR',
    'DATABASE_URL',
    'ALLOWED_ORIGINS',
    'ALLOWED_HOSTS',
    'CRM_SEED',
  ])
    delete env[name];
  const base = SERVICE_URL.replace(/\/service$/, '');
  secondConsole = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      CRM_BASE_URL: base,
      CRM_API_TOKEN: secondToken,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = secondConsole;
  process.once('exit', () => started.kill('SIGKILL'));
  secondUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the second console did not start:\n${output}`)),
      90_000,
    );
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const port = /CRM console: http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    secondConsole.stdout!.on('data', read);
    secondConsole.stderr!.on('data', read);
  });
});

test.afterAll(() => {
  secondConsole?.kill('SIGKILL');
});

test('exports a snapshot from the console and restores it into a second account', async ({
  page,
  browser,
  serviceApi,
  request,
}) => {
  test.setTimeout(240_000);
  const mark = uniqueName('Snap');
  const api = new ContactsApi(request);
  const companyId = await serviceApi.createCompany(`${mark} Company`, 'Company notes');
  await api.post(
    `/companies/${companyId}/locations.xml`,
    '<location><label>Office</label><city>Turin</city></location>',
  );
  await serviceApi.addTag('companies', companyId, 'snapshot-e2e');
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Ada</first_name><last_name>${mark}</last_name><company_id>${companyId}</company_id></person>`,
  );
  await serviceApi.create(
    'deals',
    `<deal><title>${mark} Deal</title><amount>1234.50</amount><status>won</status><deal_with_id>${companyId}</deal_with_id></deal>`,
  );
  const communicationId = await serviceApi.create(
    'communications',
    `<communication><subject>${mark} Call</subject><body>Hello</body><ctype>phone</ctype></communication>`,
  );
  await serviceApi.addParticipant(communicationId, personId, 'to');

  await page.goto('/snapshot');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export snapshot' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^snapshot-\d{4}-\d{2}-\d{2}\.xml$/);
  const path = await download.path();
  expect(await readFile(path, 'utf8')).toContain('<snapshot version="1"');
  await expect(page.getByRole('status').filter({ hasText: 'Snapshot saved' })).toBeVisible();

  await page.goto(`${secondUrl}/snapshot`);
  await page.locator('input[type=file]').first().setInputFiles(path);
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Dry run: nothing was written' }),
  ).toContainText(/Would create \d+ companies/);
  const get = async (path: string) => {
    const response = await request.get(`${SERVICE_URL}${path}`, {
      headers: { authorization: basicAuth(secondToken) },
    });
    expect(response.status()).toBe(200);
    return parseXml(await response.text());
  };
  expect(decodeCompanyList(await get(`/companies.xml?name=${encodeURIComponent(mark)}`))).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Restore…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this snapshot?' });
  await expect(dialog.getByRole('status')).toContainText(
    /Will create \d+ records, already present 0/,
    {
      timeout: 60_000,
    },
  );
  await dialog.getByRole('button', { name: /^Restore \d+ records$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restore finished' })).toContainText(
    /Created \d+ companies/,
    { timeout: 60_000 },
  );
  const [company] = decodeCompanyList(await get(`/companies.xml?name=${encodeURIComponent(mark)}`));
  expect(company?.id).not.toBe(companyId);
  expect([
    company?.notes,
    company?.locations.map((l) => l.city),
    company?.tags.map((t) => t.name),
  ]).toEqual(['Company notes', ['Turin'], ['snapshot-e2e']]);
  const [person] = decodePersonList(await get(`/people.xml?name=${encodeURIComponent(mark)}`));
  expect(person?.companyId).toBe(company?.id);
  const deal = decodeDealList(await get('/deals.xml?limit=500')).find(
    (d) => d.title === `${mark} Deal`,
  );
  expect([deal?.amount, deal?.status, deal?.dealWithId]).toEqual(['1234.50', 'won', company?.id]);
  // The first account is untouched by the restore.
  const response = await request.get(`${SERVICE_URL}/companies.xml`, {
    params: { name: mark },
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(decodeCompanyList(parseXml(await response.text())).map((c) => c.id)).toEqual([companyId]);

  // The same file restored from another browser (nothing in its storage): the account keeps what
  // the first restore created, so the second creates nothing and says so before it writes.
  const otherBrowser = await browser.newContext({ baseURL: secondUrl });
  try {
    const other = await otherBrowser.newPage();
    await other.goto(`${secondUrl}/snapshot`);
    await other.locator('input[type=file]').first().setInputFiles(path);
    await expect(other.getByText(/records of this snapshot were restored before/)).toBeVisible({
      timeout: 30_000,
    });
    await other.getByRole('button', { name: 'Restore…' }).click();
    const again = other.getByRole('dialog', { name: 'Restore this snapshot?' });
    await expect(again.getByRole('status')).toContainText(
      /Will create 0 records, already present \d+/,
      {
        timeout: 60_000,
      },
    );
    await again.getByRole('button', { name: 'Restore 0 records' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Restore finished' })).toContainText(
      'Created no records',
      { timeout: 60_000 },
    );
  } finally {
    await otherBrowser.close();
  }
  expect(
    decodeCompanyList(await get(`/companies.xml?name=${encodeURIComponent(mark)}`)),
  ).toHaveLength(1);
  expect(decodePersonList(await get(`/people.xml?name=${encodeURIComponent(mark)}`))).toHaveLength(
    1,
  );
  expect(
    decodeDealList(await get('/deals.xml?limit=500')).filter((d) => d.title === `${mark} Deal`),
  ).toHaveLength(1);
});
