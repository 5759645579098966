import type { Page } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { expect, test, uniqueName } from './fixtures';

/**
 * Communications at phone width (390 px) and at 1280 px: long unbroken subjects and bodies wrap
 * instead of widening the page, the list tells same-subject rows apart by date, and the contact
 * filter shows a whole name.
 */

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`long unbroken text wraps on the communication and the contacts’ feeds at ${width} px`, async ({
    page,
    serviceApi,
  }) => {
    await page.setViewportSize({ width, height });
    const mark = uniqueName('Wrap').split(' ')[1]!;
    // One "word" far wider than the screen, as pasted reference numbers and URLs are.
    const subject = `Ref-${mark}-${'0123456789'.repeat(16)}`;
    const body = `See https://files.example.com/${'a1b2c3d4e5'.repeat(30)} for the terms.`;
    const companyId = await serviceApi.createCompany(`Wrap ${mark}`);
    const personId = await serviceApi.create(
      'people',
      `<person><first_name>Wren</first_name><last_name>${escapeXml(mark)}</last_name></person>`,
    );
    const communicationId = await serviceApi.create(
      'communications',
      `<communication><subject>${escapeXml(subject)}</subject><body>${escapeXml(body)}</body><ctype>email</ctype></communication>`,
    );
    await serviceApi.addParticipant(communicationId, personId, 'from');
    await serviceApi.addParticipant(communicationId, companyId, 'to');

    await page.goto(`/communications/${communicationId}`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
    expect(
      await sidewaysOverflow(page),
      'the communication page scrolls sideways',
    ).toBeLessThanOrEqual(0);

    for (const path of [`/companies/${companyId}`, `/people/${personId}`]) {
      await page.goto(path);
      await expect(
        page.getByRole('list', { name: 'History' }).getByRole('link', { name: subject }),
      ).toBeVisible({ timeout: 15_000 });
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test(`the list shows each row’s date, and the contact filter a whole name, at ${width} px`, async ({
    page,
    serviceApi,
  }) => {
    await page.setViewportSize({ width, height });
    const companyName = `Amelia Vasquez-Whitfield ${uniqueName('x').slice(-4)}`;
    const companyId = await serviceApi.createCompany(companyName);
    for (const date of ['2026-01-05 10:00:00 +0000', '2026-02-09 10:00:00 +0000']) {
      const id = await serviceApi.create(
        'communications',
        `<communication><subject>Weekly call</subject><ctype>phone</ctype><date>${date}</date></communication>`,
      );
      await serviceApi.addParticipant(id, companyId, 'to');
    }

    await page.goto('/communications');
    const main = page.getByRole('main');
    if (width < 500) await main.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = main.getByRole('search', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Contact kind' }).selectOption('Company');
    const contact = filters.getByRole('combobox', { name: 'Contact', exact: true });
    await contact.fill(companyName);
    await page.getByRole('option', { name: companyName }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]contact=${companyId}(&|$)`));
    await expect(contact).toHaveValue(companyName);
    // The whole name fits: the input does not hide the end of it.
    expect(
      await contact.evaluate((input) => input.scrollWidth - input.clientWidth),
      'the contact filter cuts the name off',
    ).toBeLessThanOrEqual(0);

    const table = main.getByRole('table', { name: 'Communications' });
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    // Newest last (the API lists by id); the dates are what tell the two rows apart.
    const dates = table.getByRole('rowheader').locator('time');
    if (width < 500) {
      await expect(dates.first()).toBeVisible();
      await expect(dates.nth(1)).toBeVisible();
      expect(await dates.allTextContents()).toEqual([
        expect.stringMatching(/Jan/),
        expect.stringMatching(/Feb/),
      ]);
    } else {
      // On wider screens the Date column shows it instead.
      await expect(dates.first()).toBeHidden();
      await expect(table.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}
