import { expect, test, uniqueName } from './fixtures';

/**
 * Every screen in the navigation opens, reads its data from the real service and shows it: a
 * record made through the API appears in its list, and no screen ends in an error.
 */
test('each read-only list screen shows what the service holds', async ({ page, serviceApi }) => {
  // Nine screens and possibly several pages of communications: more than the default 30 s on CI.
  test.setTimeout(90_000);
  const mark = uniqueName('Screens');
  const companyId = await serviceApi.createCompany(`${mark} Company`);
  const tag = `tag-${mark.split(' ').pop() ?? ''}`;
  await serviceApi.addTag('companies', companyId, tag);
  await serviceApi.create(
    'people',
    `<person><first_name>Ada</first_name><last_name>${mark}</last_name><title>Engineer</title></person>`,
  );
  await serviceApi.create(
    'deals',
    `<deal><title>${mark} Deal</title><status>pending</status><amount>1234.5</amount></deal>`,
  );
  await serviceApi.create(
    'communications',
    `<communication><subject>${mark} Call</subject><body>Talked.</body><ctype>phone</ctype></communication>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${mark} To-do</title><flagged>true</flagged></todo>`,
  );

  await page.goto('/companies');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const main = page.getByRole('main');
  const visit = async (label: string, heading: string) => {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  };

  await visit('People', 'People');
  await main.getByRole('searchbox', { name: 'Search by name' }).fill(mark);
  await expect(main.getByRole('table', { name: 'People' }).getByRole('rowheader')).toHaveText([
    `Ada ${mark}`,
  ]);
  // The search reaches the address after its debounce; leaving before would be undone by it.
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === mark);

  await visit('Deals', 'Deals');
  await main.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  // Searched by title: the journeys before this one leave more pending deals than one page holds.
  await main.getByRole('searchbox', { name: 'Title' }).fill(mark);
  const dealRow = main.getByRole('row', { name: new RegExp(`${mark} Deal`) });
  await expect(dealRow).toContainText('$1,234.50');
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('status') === 'pending' && url.searchParams.get('title') === mark,
  );

  await visit('To-dos', 'My to-dos');
  await expect(
    main
      .getByRole('listitem', { name: `${mark} To-do` })
      .getByRole('button', { name: `Flag “${mark} To-do”` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await visit('Communications', 'Communications');
  await main.getByRole('combobox', { name: 'Type' }).selectOption('phone');
  // Listed by id: the journeys before this one may have pushed the new call past the first page,
  // so the pages are turned (each turn waits for the new page to have arrived) until it shows.
  const call = main.getByRole('rowheader', { name: `${mark} Call` });
  const firstRow = main
    .getByRole('table', { name: 'Communications' })
    .getByRole('rowheader')
    .first();
  const next = main.getByRole('button', { name: 'Next', exact: true });
  await expect(page).toHaveURL((url) => url.searchParams.get('ctype') === 'phone');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(firstRow).toBeVisible();
  for (
    let turns = 0;
    turns < 50 && !(await call.isVisible()) && (await next.isEnabled());
    turns++
  ) {
    const offset = new URL(page.url()).searchParams.get('offset');
    await next.click();
    await expect(page).not.toHaveURL((url) => url.searchParams.get('offset') === offset);
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(firstRow).toBeVisible();
  }
  await expect(call).toBeVisible();

  await visit('Tags', 'Tags');
  await main.getByRole('searchbox', { name: 'Filter tags' }).fill(tag);
  await expect(main.getByRole('table', { name: 'Tags' }).getByRole('rowheader')).toHaveText([tag]);

  await visit('SuperTags', 'SuperTags');
  // Other journeys of the run may have defined SuperTags already: the list or its empty state, never an error.
  await expect(
    main
      .getByRole('region', { name: /^SuperTag / })
      .first()
      .or(main.getByText('No SuperTags yet')),
  ).toBeVisible();

  await page.goto(`/companies/${companyId}`);
  await expect(main.getByRole('heading', { level: 1, name: `${mark} Company` })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Tags' })).toHaveText(tag);
  await expect(main.getByRole('alert')).toHaveCount(0);
});
