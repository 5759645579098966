import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 31: the proxy draws a page's first screen into its HTML (server/proxy/firstScreen/, from
 * the console's own components built for Node, src/ssr/), and the console takes it over where it
 * stands: the same elements, its data already in the page.
 */

test('the page arrives with its screen drawn: a browser without scripts shows the record', async ({
  browser,
  serviceApi,
}) => {
  const name = uniqueName('Drawn Co');
  const id = await serviceApi.createCompany(name, 'Drawn on the server');
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/companies/${id}`);
    // Inert until the console takes it over, so out of the accessibility tree: found by tag.
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByText('Drawn on the server')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('.boot-header')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the console takes the drawn screen over without drawing it again or asking for its data', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('Kept Co');
  const id = await serviceApi.createCompany(name, 'Kept notes');
  // The heading as parsed from the HTML, before any of the console's code has run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1');
    });
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/service/')) reads.push(url.pathname + url.search);
  });
  await page.goto(`/companies/${id}`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const kept = await page.evaluate(
    () =>
      (window as { drawnHeading?: Element | null }).drawnHeading === document.querySelector('h1'),
  );
  expect(kept).toBe(true);
  expect(reads.filter((read) => read.startsWith(`/service/companies/${id}`))).toEqual([]);

  // And it works as a console: edit in place.
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('form', { name: `Edit company “${name}”` });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} renamed`);
  expect((await serviceApi.company(id)).name).toBe(`${name} renamed`);
});

test('the screen is drawn in the language the user picked', async ({ page, serviceApi }) => {
  await serviceApi.createCompany(uniqueName('Sprache Co'));
  const answer = await page.request.get('/companies', {
    headers: { cookie: 'crm.language=de', 'accept-language': 'en-US' },
  });
  const html = await answer.text();
  expect(html).toContain('<html lang="de" data-first-screen>');
  expect(html).toContain('>Firmen<');
});
