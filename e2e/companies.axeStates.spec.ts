import type { Page, Route } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { seriousAxeViolations } from './axe';
import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

// axe is injected as an inline script, which the console's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/**
 * States of the companies screens that the page scans (companies.axe.spec.ts) never reach: toasts
 * (Mantine's close button has no name and its grey description fails contrast unless the theme
 * fixes both), the bulk actions bar, the export progress and the conflict dialog.
 */

async function expectNoSeriousViolations(page: Page, where: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect({ where, violations: await seriousAxeViolations(page) }).toEqual({
    where,
    violations: [],
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`toasts, the bulk actions bar, the export progress and the conflict dialog have no serious axe violations (${colorScheme})`, async ({
    browser,
    serviceApi,
    request,
  }) => {
    // Five scans on a shared two-core machine (up to a minute under load).
    test.setTimeout(120_000);
    const api = new ContactsApi(request);
    const prefix = uniqueName('Axe States');
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(await serviceApi.createCompany(`${prefix} ${n}`, `Notes ${n}`));
    const [first, second] = ids as [number, number, number];
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();

    // A toast with a message only: "Tag … added". Hovering keeps it from closing during the scan.
    await page.goto(`/companies/${first}`);
    const tags = page.getByRole('region', { name: 'Tags', exact: true });
    await tags.getByRole('button', { name: 'Add tag', exact: true }).click();
    await tags.getByRole('combobox', { name: 'Add tags' }).fill(`axe-${colorScheme}`);
    await tags.getByRole('button', { name: 'Add tags' }).click();
    const tagToast = page.getByRole('alert').filter({ hasText: `Tag “axe-${colorScheme}” added` });
    await tagToast.hover();
    await expectNoSeriousViolations(page, 'tag added toast');
    await tagToast.getByRole('button', { name: 'Close notification' }).click();
    await expect(tagToast).toBeHidden();

    // The undo toast (a title, a description and an Undo button) after a delete.
    await page.goto(`/companies/${second}`);
    await page.getByRole('button', { name: 'Delete company' }).click();
    const undoToast = page.getByRole('alert').filter({ hasText: 'deleted' });
    await expect(undoToast.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
    await undoToast.hover();
    await expectNoSeriousViolations(page, 'undo toast');
    await undoToast.getByRole('button', { name: 'Close notification' }).click();

    // Rows selected: the bulk actions bar.
    await page.goto(`/companies?name=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    await table.getByRole('checkbox', { name: 'Select all companies on this page' }).click();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toContainText(
      '2 companies selected',
    );
    await expectNoSeriousViolations(page, 'bulk actions bar');
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // The export progress, held on its first page so the dialog stays open for the scan.
    const held: Route[] = [];
    await page.route(
      (url) =>
        url.pathname.endsWith('/service/companies.xml') && url.searchParams.get('limit') === '500',
      (route) => void held.push(route),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByRole('menuitem', { name: /^Machine-readable/ }).click();
    const exporting = page.getByRole('dialog', { name: 'Exporting companies' });
    // No total yet: an indeterminate bar, not 100 %.
    await expect(
      exporting.getByRole('progressbar', { name: 'Export progress' }),
    ).not.toHaveAttribute('aria-valuenow');
    await expect(exporting).toContainText('0 companies fetched so far');
    await expect.poll(() => held.length).toBe(1);
    await expectNoSeriousViolations(page, 'export progress');
    await exporting.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(exporting).toBeHidden();
    for (const route of held) await route.abort();

    // The conflict dialog: someone else renames the company while the form is open.
    await page.goto(`/companies/${first}`);
    await page.getByRole('button', { name: 'Edit company' }).click();
    const form = page.getByRole('form', { name: /^Edit company/ });
    await form.getByRole('textbox', { name: 'Name' }).fill(`${prefix} 1 Mine`);
    await api.put(
      `/companies/${first}.xml`,
      `<company><name>${escapeXml(`${prefix} 1 Theirs`)}</name></company>`,
    );
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'This record changed while you were editing' });
    await expect(
      dialog.getByRole('table', { name: 'Your version and the current version' }),
    ).toContainText(`${prefix} 1 Theirs`);
    await expectNoSeriousViolations(page, 'conflict dialog');
    await dialog.getByRole('button', { name: 'Discard mine, keep current' }).click();
    await expect(dialog).toBeHidden();

    await context.close();
  });
}
