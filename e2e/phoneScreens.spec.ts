import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName, type ServiceApi } from './fixtures';
import { defineSuperTag, putSuperTag, readSuperTag } from './superTagAdmin';

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

async function makeScreenData(serviceApi: ServiceApi, request: APIRequestContext, mark: string) {
  const companyId = await serviceApi.createCompany(`${mark} Widgets International`);
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Priya</first_name><last_name>${escapeXml(mark)}</last_name><company_id>${companyId}</company_id></person>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${escapeXml(mark)} overdue follow-up call about the renewal</title><due_date>${dueIn(-3)}</due_date><flagged>true</flagged></todo>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${escapeXml(mark)} send the quote</title><due_date>${dueIn(0)}</due_date></todo>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${escapeXml(mark)} plan the workshop</title><due_date>${dueIn(12)}</due_date></todo>`,
  );
  const communicationId = await serviceApi.create(
    'communications',
    `<communication><subject>${escapeXml(mark)} quarterly review with the whole purchasing team</subject><body>Numbers attached; see you on Monday.</body><ctype>email</ctype></communication>`,
  );
  await serviceApi.addParticipant(communicationId, personId, 'from');
  await serviceApi.addParticipant(communicationId, companyId, 'cc');
  const superTag = `${mark} Profile`;
  defineSuperTag({
    name: superTag,
    fields: [
      {
        name: 'Interest area',
        type: 'Multiple choice',
        options: ['Support, premium', 'Training', 'Hardware'],
        text: '',
      },
      { name: 'Twitter handle', type: 'Text', options: [], text: '' },
    ],
  });
  const dealId = await serviceApi.create(
    'deals',
    `<deal><title>${escapeXml(mark)} fleet renewal</title><status>pending</status><amount>900</amount></deal>`,
  );
  await putSuperTag(request, 'companies', companyId, superTag, {
    'Interest area': ['Support, premium', 'Training'],
    'Twitter handle': '@widgets',
  });
  await putSuperTag(request, 'people', personId, superTag, { 'Twitter handle': '@priya' });
  await putSuperTag(request, 'deals', dealId, superTag, { 'Interest area': ['Hardware'] });
  return { communicationId, superTag, personId };
}

type ScreenCheck = (name: string, control: Locator) => Promise<void>;

/** A page at this width (the phone in dark mode, the desktop in light: both schemes get their
 * contrast checked) and the check every screen passes: no sideways scroll, its main control on
 * screen, no serious axe violations. */
async function openAt(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ colorScheme: width < 500 ? 'dark' : 'light' });
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const check: ScreenCheck = async (name, control) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await expect(control.first()).toBeInViewport();
    expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/screen-${name}-${width}.png`, fullPage: true });
  };
  return { context, page, main: page.getByRole('main'), check };
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`to-dos and communications at ${width} px`, async ({ browser, serviceApi, request }) => {
    // Several screens, each scanned by axe: longer than one screen's default 30 s on a busy machine.
    test.setTimeout(90_000);
    const mark = uniqueName('Phone');
    const { communicationId } = await makeScreenData(serviceApi, request, mark);
    const { context, page, main, check } = await openAt(browser, width, height);

    await page.goto('/todos');
    await expect(
      main.getByRole('listitem', { name: `${mark} overdue follow-up call about the renewal` }),
    ).toBeVisible();
    await expect(main.getByRole('listitem', { name: `${mark} send the quote` })).toBeVisible();
    await check('todos', main.getByRole('button', { name: 'New to-do' }));

    await page.goto(`/communications?limit=100`);
    await expect(main.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
    await check('communications', main.getByRole('button', { name: 'New communication' }));
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
      await expect(
        main.getByRole('rowheader', {
          name: `${mark} quarterly review with the whole purchasing team`,
        }),
      ).toBeVisible();
    }

    await page.goto(`/communications/${communicationId}`);
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: `${mark} quarterly review with the whole purchasing team`,
      }),
    ).toBeVisible();
    await expect(main.getByText(`Priya ${mark}`).first()).toBeVisible();
    // The record page puts the communication itself first on a phone (participants follow it).
    await check('communication', main.getByRole('button', { name: 'Edit communication' }));
    await expect(main.getByRole('button', { name: 'Add participant' })).toBeAttached();

    await context.close();
  });

  test(`SuperTags and their records at ${width} px`, async ({ browser, serviceApi, request }) => {
    // Several screens, each scanned by axe: longer than one screen's default 30 s on a busy machine.
    test.setTimeout(90_000);
    const mark = uniqueName('Phone');
    const { superTag, personId } = await makeScreenData(serviceApi, request, mark);
    const { context, page, main, check } = await openAt(browser, width, height);

    await page.goto('/supertags');
    await expect(main.getByRole('link', { name: superTag, exact: true })).toBeVisible();
    await check('supertags', main.getByRole('link', { name: superTag, exact: true }));

    await main.getByRole('link', { name: superTag, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: superTag })).toBeVisible();
    await expect(main.getByRole('link', { name: `${mark} Widgets International` })).toBeVisible();
    await check(
      'supertag-companies',
      main.getByRole('button', {
        name: /^Interest area of .*Widgets International: Support, premium; Training\. Edit$/,
      }),
    );
    for (const [kind, record] of [
      ['People', `Priya ${mark}`],
      ['Deals', `${mark} fleet renewal`],
    ] as const) {
      // The segmented control's radios are visually hidden: chosen by their visible labels.
      await main
        .getByRole('radiogroup', { name: 'Records of kind' })
        .getByText(kind, { exact: true })
        .click();
      await expect(main.getByRole('link', { name: record })).toBeVisible();
      await check(
        `supertag-${kind.toLowerCase()}`,
        main.getByRole('button', {
          name: new RegExp(`of ${record}: ${kind === 'Deals' ? 'Hardware' : '@priya'}\\. Edit$`),
        }),
      );
      if (kind === 'People') {
        // A value is edited in place on a phone as on a desktop.
        await main
          .getByRole('button', { name: `Twitter handle of ${record}: @priya. Edit` })
          .click();
        const form = page.getByRole('form', { name: `Twitter handle of ${record}` });
        await form.getByRole('textbox', { name: 'Twitter handle' }).fill(`@priya${width}`);
        await form.getByRole('textbox', { name: 'Twitter handle' }).press('Enter');
        await expect(
          main.getByRole('button', { name: `Twitter handle of ${record}: @priya${width}. Edit` }),
        ).toBeVisible();
        expect((await readSuperTag(request, 'people', personId, superTag)).fields).toEqual([
          { kind: 'text', element: 'Twitter_handle', value: `@priya${width}` },
        ]);
      }
    }
    await context.close();
  });
}
