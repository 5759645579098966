import { escapeXml } from '../src/api/xml/writer';
import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName, type ServiceApi } from './fixtures';

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/**
 * The screens around contacts at phone width (390 px) and at 1280 px: each shows its data, needs
 * no sideways scrolling, and keeps its main action on screen. Screenshots land in /tmp for a
 * person to look at.
 */

/** "YYYY-MM-DD 09:00:00 +0000" (Format A) `days` from today. */
function dueIn(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day} 09:00:00 +0000`;
}

async function makeScreenData(serviceApi: ServiceApi, mark: string) {
  const companyId = await serviceApi.createCompany(`${mark} Widgets International`);
  const personId = await serviceApi.create('people', `<person><first_name>Priya</first_name><last_name>${escapeXml(mark)}</last_name><company_id>${companyId}</company_id></person>`);
  await serviceApi.create('todos', `<todo><title>${escapeXml(mark)} overdue follow-up call about the renewal</title><due_date>${dueIn(-3)}</due_date><flagged>true</flagged></todo>`);
  await serviceApi.create('todos', `<todo><title>${escapeXml(mark)} send the quote</title><due_date>${dueIn(0)}</due_date></todo>`);
  await serviceApi.create('todos', `<todo><title>${escapeXml(mark)} plan the workshop</title><due_date>${dueIn(12)}</due_date></todo>`);
  const communicationId = await serviceApi.create(
    'communications',
    `<communication><subject>${escapeXml(mark)} quarterly review with the whole purchasing team</subject><body>Numbers attached; see you on Monday.</body><ctype>email</ctype></communication>`,
  );
  await serviceApi.addParticipant(communicationId, personId, 'from');
  await serviceApi.addParticipant(communicationId, companyId, 'cc');
  return { communicationId };
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`to-dos, communications and SuperTags at ${width} px`, async ({ browser, serviceApi }) => {
    // The phone in dark mode, the desktop in light: both schemes get their contrast checked.
    const context = await browser.newContext({ colorScheme: width < 500 ? 'dark' : 'light' });
    const page = await context.newPage();
    const mark = uniqueName('Phone');
    const { communicationId } = await makeScreenData(serviceApi, mark);
    await page.setViewportSize({ width, height });
    const main = page.getByRole('main');

    const check = async (name: string, action: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await expect(main.getByRole('button', { name: action }).first()).toBeInViewport();
      expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
      await page.screenshot({ path: `/tmp/screen-${name}-${width}.png`, fullPage: true });
    };

    await page.goto('/todos');
    await expect(main.getByRole('listitem', { name: `${mark} overdue follow-up call about the renewal` })).toBeVisible();
    await expect(main.getByRole('listitem', { name: `${mark} send the quote` })).toBeVisible();
    await check('todos', 'New to-do');

    await page.goto(`/communications?limit=100`);
    await expect(main.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
    await check('communications', 'New communication');
    if (width === 390) {
      // On a phone the filters are folded behind one button, which counts those in use.
      const type = main.getByRole('combobox', { name: 'Type' });
      await expect(type).toBeHidden();
      await main.getByRole('button', { name: 'Filters', exact: true }).click();
      await type.selectOption('email');
      await expect(page).toHaveURL((url) => url.searchParams.get('ctype') === 'email');
      await main.getByRole('button', { name: /^Filters/ }).click();
      await expect(type).toBeHidden();
      await expect(main.getByRole('button', { name: 'Filters 1 in use' })).toBeVisible();
      await expect(main.getByRole('rowheader', { name: `${mark} quarterly review with the whole purchasing team` })).toBeVisible();
    }

    await page.goto(`/communications/${communicationId}`);
    await expect(main.getByRole('heading', { level: 1, name: `${mark} quarterly review with the whole purchasing team` })).toBeVisible();
    await expect(main.getByText(`Priya ${mark}`).first()).toBeVisible();
    await check('communication', 'Add participant');

    await page.goto('/supertags');
    await expect(main.getByRole('heading', { level: 1, name: 'SuperTags' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/screen-supertags-${width}.png`, fullPage: true });
    await context.close();
  });
}
