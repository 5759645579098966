import type { APIRequestContext } from '@playwright/test';
import { decodeStageList, encodeStageListWrite, encodeStageMove } from '#xml/dealStage';
import { parseXml } from '#xml/tree';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { card, column, createDeal, dragWithMouse, readDeal } from './pipelineBoard';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 30's deal stages: an administrator adds a stage in the console, the board shows it as a
 * column, a deal dragged into it takes it (read back through the API). The stage goes again at
 * the end: the other board journeys share this account and count its columns.
 */

const auth = { authorization: basicAuth(E2E_API_TOKEN) };
const xmlAuth = { ...auth, 'content-type': 'application/xml' };

async function readStages(request: APIRequestContext) {
  const response = await request.get(`${SERVICE_URL}/deals/stages.xml`, { headers: auth });
  expect(response.status()).toBe(200);
  return decodeStageList(parseXml(await response.text()));
}

async function removeStage(request: APIRequestContext, name: string) {
  const moved = await request.post(`${SERVICE_URL}/account/stages/moves.xml`, {
    headers: xmlAuth,
    data: encodeStageMove({ from: name, to: 'Pending' }),
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const rest = (await readStages(request)).filter((s) => s.name !== name);
  const saved = await request.put(`${SERVICE_URL}/account/stages.xml`, {
    headers: xmlAuth,
    data: encodeStageListWrite(rest),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('adds a stage in settings and drags a deal into its board column', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(90_000);
  const stage = uniqueName('Qualified');
  const prefix = uniqueName('Stage Deal');
  const id = await createDeal(serviceApi, `${prefix} Q`, '40.00');
  try {
    await page.goto('/stages');
    const list = page.getByRole('list', { name: 'Stages' });
    await expect(list.getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Add stage' }).click();
    const name = page.getByRole('textbox', { name: 'Name of stage 5' });
    await expect(name).toBeFocused();
    await name.fill(stage);
    await page.getByRole('button', { name: 'Save stages' }).click();
    await expect(page.getByTestId('stages-notice')).toHaveText('Stages saved.', {
      timeout: 15_000,
    });
    expect((await readStages(request)).map((s) => [s.name, s.kind])).toContainEqual([
      stage,
      'open',
    ]);

    await page.goto(`/pipeline?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      ['Pending', stage, 'Won', 'Failure', 'Lost'],
      { timeout: 15_000 },
    );
    const target = column(page, stage);
    await dragWithMouse(page, card(column(page, 'Pending'), `${prefix} Q`), target);
    await expect(card(target, `${prefix} Q`)).toBeVisible();
    await expect.poll(async () => (await readDeal(request, id)).status).toBe(stage.toLowerCase());
  } finally {
    await removeStage(request, stage);
  }
});
