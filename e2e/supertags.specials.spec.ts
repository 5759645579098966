import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SuperTagDefinition } from '#xml/superTag';
import { expect, test, uniqueName } from './fixtures';
import { defineSuperTag, putSuperTag, readSuperTag, superTagNamesOn } from './superTagAdmin';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * Issue 5's SuperTag journeys: apply and edit a SuperTag (multiple choice and text) on a
 * company's page, apply one whose names and values hold XML-special characters on a person and
 * on a deal and remove it, edit values in place in the SuperTag's table, and a long field name
 * on a phone; each checked through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** Field names, options and values with every character XML or a comma-separated list could trip over. */
function specialsDefinition(): SuperTagDefinition {
  return {
    name: uniqueName('Specials & <co>'),
    fields: [
      { name: 'R&D "budget" <2026>', type: 'Text', options: [], text: '' },
      {
        name: 'Region, A/B',
        type: 'Multiple choice',
        options: ['North, "upper"', 'South/East & <West>', 'Centre'],
        text: '',
      },
    ],
  };
}

const SPECIAL_TEXT = 'a, b / c & <d> "e"';

/** Applies the specials SuperTag from a record's SuperTags section; returns its card. */
async function applySpecials(
  page: Page,
  section: Locator,
  definition: SuperTagDefinition,
): Promise<Locator> {
  await section.getByRole('button', { name: 'Apply a SuperTag' }).click();
  await page.getByRole('menuitem', { name: definition.name }).click();
  const dialog = page.getByRole('dialog', { name: `Apply ${definition.name}` });
  await dialog.getByRole('textbox', { name: 'R&D "budget" <2026>' }).fill(SPECIAL_TEXT);
  const region = dialog.getByRole('group', { name: 'Region, A/B' });
  await region.getByRole('checkbox', { name: 'North, "upper"' }).check();
  await region.getByRole('checkbox', { name: 'South/East & <West>' }).check();
  await dialog.getByRole('button', { name: 'Apply SuperTag' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const card = section.getByRole('article', { name: `SuperTag ${definition.name}` });
  await expect(card).toContainText(`R&D "budget" <2026>:${SPECIAL_TEXT}`);
  await expect(card).toContainText('Region, A/B:North, "upper"; South/East & <West>');
  return card;
}

async function expectSpecialsStored(
  request: APIRequestContext,
  collection: string,
  id: number,
  name: string,
): Promise<void> {
  const stored = await readSuperTag(request, collection, id, name);
  expect(
    stored.fields.map((field) => (field.kind === 'text' ? field.value : field.values)),
  ).toEqual([SPECIAL_TEXT, ['North, "upper"', 'South/East & <West>']]);
}

test('applies a SuperTag with , / & < > " in names and values on a person and on a deal, then removes it', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(60_000);
  const definition = specialsDefinition();
  defineSuperTag(definition);
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Sam</first_name><last_name>${uniqueName('Special').split(' ')[1]}</last_name></person>`,
  );
  const dealTitle = uniqueName('Special deal');
  const dealId = await serviceApi.create('deals', `<deal><title>${dealTitle}</title></deal>`);

  await page.goto(`/people/${personId}`);
  const personSection = page.getByRole('region', { name: 'SuperTags' });
  await expect(personSection.getByText('No SuperTags on this person')).toBeVisible({
    timeout: 15_000,
  });
  const personCard = await applySpecials(page, personSection, definition);
  await expectSpecialsStored(request, 'people', personId, definition.name);
  await expectNoSeriousAxeViolations(page);

  await personCard.getByRole('button', { name: `Remove ${definition.name}` }).click();
  await expect(personCard).toBeHidden();
  await expect(personSection.getByText('No SuperTags on this person')).toBeVisible();
  await expect.poll(() => superTagNamesOn(request, 'people', personId)).toEqual([]);

  await page.goto(`/deals?deal=${dealId}`);
  const deal = page.getByRole('dialog', { name: 'Deal' });
  await expect(deal.getByRole('heading', { name: dealTitle })).toBeVisible({ timeout: 15_000 });
  const dealSection = deal.getByRole('region', { name: 'SuperTags' });
  await expect(dealSection.getByText('No SuperTags on this deal')).toBeVisible();
  await applySpecials(page, dealSection, definition);
  await expectSpecialsStored(request, 'deals', dealId, definition.name);
  expect(await superTagNamesOn(request, 'deals', dealId)).toEqual([definition.name]);
});

test('a SuperTag with a long field name and value fits a phone screen', async ({
  page,
  serviceApi,
  request,
}) => {
  const longName = `Customerreferenceinthelegacybillingsystem${Date.now().toString(36)}`;
  const definition: SuperTagDefinition = {
    name: uniqueName('Billing'),
    fields: [{ name: longName, type: 'Text', options: [], text: '' }],
  };
  defineSuperTag(definition);
  const companyId = await serviceApi.createCompany(uniqueName('Phone SuperTag Co'));
  const value = `REF-${'0123456789'.repeat(6)}`;
  await putSuperTag(request, 'companies', companyId, definition.name, { [longName]: value });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies/${companyId}`);
  const card = page
    .getByRole('region', { name: 'SuperTags' })
    .getByRole('article', { name: `SuperTag ${definition.name}` });
  await expect(card).toContainText(`${longName}:${value}`, { timeout: 15_000 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'the company page scrolls sideways',
  ).toBeLessThanOrEqual(0);
  // Nothing is cut off either: the name and the value each fit inside the card.
  const cardBox = (await card.boundingBox())!;
  for (const part of [card.locator('dt'), card.locator('dd')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, 'a field name or value reaches out of its card').toBeLessThanOrEqual(
      cardBox.x + cardBox.width,
    );
    expect(
      await part.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
  }
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
});
