import { escapeXml } from '#xml/writer';
import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 4: Ctrl/Cmd+K finds companies, people and deals from any screen; the keyboard alone
 * reaches and opens a result, and the header button does the same for pointer and touch users.
 */
test('Ctrl+K finds a company, a person and a deal, and opens them by keyboard and by click', async ({
  page,
  serviceApi,
}) => {
  const mark = uniqueName('Quokka');
  const token = mark.split(' ')[1]!;
  const companyId = await serviceApi.createCompany(`${mark} Holdings`);
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Pia</first_name><last_name>${escapeXml(mark)}</last_name><company_id>${companyId}</company_id></person>`,
  );
  const dealId = await serviceApi.create(
    'deals',
    `<deal><title>${escapeXml(mark)} expansion</title><status>pending</status><amount>5</amount></deal>`,
  );

  await page.goto('/todos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search companies, people and deals' });
  const search = palette.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.fill(token);

  const companies = palette.getByRole('region', { name: 'Companies' });
  const people = palette.getByRole('region', { name: 'People' });
  const deals = palette.getByRole('region', { name: 'Deals' });
  await expect(companies.getByRole('link', { name: `${mark} Holdings` })).toBeVisible();
  await expect(people.getByRole('link', { name: `Pia ${mark}` })).toBeVisible();
  await expect(people.getByText(`Person at ${mark} Holdings`)).toBeVisible();
  await expect(deals.getByRole('link', { name: `${mark} expansion` })).toBeVisible();

  // Down from the search box: the first result (the company), then the person; Enter opens it.
  await page.keyboard.press('ArrowDown');
  await expect(companies.getByRole('link', { name: `${mark} Holdings` })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(people.getByRole('link', { name: `Pia ${mark}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/people/${personId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pia ${mark}` })).toBeVisible();

  // Enter in the search box opens the first hit: the company.
  await page.keyboard.press('Control+K');
  await palette.getByRole('textbox', { name: 'Search' }).fill(`${token} Holdings`);
  await expect(companies.getByRole('link', { name: `${mark} Holdings` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`));
  const company = await serviceApi.company(companyId);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

  // The header button, on a phone: the deal opens in the deals screen's panel.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await palette.getByRole('textbox', { name: 'Search' }).fill(`${token} expansion`);
  await deals.getByRole('link', { name: `${mark} expansion` }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/deals' && url.searchParams.get('deal') === String(dealId),
  );
  await expect(
    page.getByRole('dialog', { name: 'Deal' }).getByRole('heading', { name: `${mark} expansion` }),
  ).toBeVisible();

  // A search that matches nothing says so for each kind.
  await page.keyboard.press('Control+K');
  await palette.getByRole('textbox', { name: 'Search' }).fill(`${token}-nothing`);
  await expect(palette.getByText(`No companies match “${token}-nothing”.`)).toBeVisible();
  await expect(palette.getByText(`No deals match “${token}-nothing”.`)).toBeVisible();
});
