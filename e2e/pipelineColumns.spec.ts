import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import {
  DEFAULT_COLUMNS,
  card,
  column,
  columnHeadings,
  createDeal,
  openBoard,
  readDeal,
} from './pipelineBoard';

/**
 * Issue 20's journeys, as issue 30 left them: the board's columns are the account's stages in its
 * order, the same for everyone; a user hides some for themselves through the "Columns" menu,
 * with the mouse and with the keyboard, kept in this browser across reloads.
 */

function columnsButton(page: Page) {
  return page.getByRole('button', { name: /^Columns/ });
}

function columnsDialog(page: Page) {
  return page.getByRole('dialog', { name: /^Columns/ });
}

test('columns are hidden with the mouse, kept after a reload, and all shown again', async ({
  page,
  serviceApi,
}) => {
  const prefix = uniqueName('Column Deal');
  await createDeal(serviceApi, `${prefix} W`, '70.00', 'won');
  await createDeal(serviceApi, `${prefix} L`, '30.00', 'lost');
  await openBoard(page, prefix);

  await columnsButton(page).click();
  const dialog = columnsDialog(page);
  await dialog.getByRole('checkbox', { name: 'Lost' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Lost' })).not.toBeChecked();
  await expect(columnHeadings(page)).toHaveText(['Pending', 'Won', 'Failure']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(columnsButton(page)).toHaveText(/1 hidden/);

  // The summary still counts the hidden Lost.
  await expect(column(page, 'Won').getByTestId('column-totals')).toHaveText('1 deal · $70.00');
  const all = page.getByRole('group', { name: 'All deals' });
  await expect(all.getByTestId('stat-count')).toHaveText('2 deals');
  await expect(all.getByTestId('stat-amount')).toHaveText('$100.00');

  await page.reload();
  await expect(columnHeadings(page)).toHaveText(['Pending', 'Won', 'Failure'], {
    timeout: 15_000,
  });
  await expect(card(column(page, 'Won'), `${prefix} W`)).toBeVisible();

  await columnsButton(page).click();
  await columnsDialog(page).getByRole('button', { name: 'Show all' }).click();
  await expect(columnHeadings(page)).toHaveText(DEFAULT_COLUMNS);
  await page.reload();
  await expect(columnHeadings(page)).toHaveText(DEFAULT_COLUMNS, { timeout: 15_000 });
  await expect(columnsButton(page)).toHaveText('Columns');
});

test('columns are hidden with the keyboard; keyboard moves go across the shown ones', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Column Key');
  const id = await createDeal(serviceApi, `${prefix} K`, '12.00');
  const other = await createDeal(serviceApi, `${prefix} M`, '3.00');
  await openBoard(page, prefix);

  await columnsButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = columnsDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Won' }).focus();
  await page.keyboard.press('Space');
  await expect(columnHeadings(page)).toHaveText(['Pending', 'Failure', 'Lost']);
  await expect(page.getByTestId('columns-announcer')).toHaveText('Won hidden.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(columnsButton(page)).toBeFocused();

  await page.reload();
  await expect(columnHeadings(page)).toHaveText(['Pending', 'Failure', 'Lost'], {
    timeout: 15_000,
  });

  // Keyboard moving steps over the hidden Won column.
  const announcer = page.getByTestId('board-announcer');
  await card(column(page, 'Pending'), `${prefix} K`).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(`Picked up ${prefix} K in Pending, column 1 of 3`);
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('over Failure, column 2 of 3');
  await page.keyboard.press('Space');
  await expect(card(column(page, 'Failure'), `${prefix} K`)).toBeFocused();
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('failure');

  // "Move to…" still offers the hidden column: a deal can be marked Won without showing Won.
  await column(page, 'Pending')
    .getByRole('button', { name: `Move “${prefix} M” to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Won' }).click();
  await expect(card(column(page, 'Pending'), `${prefix} M`)).toHaveCount(0);
  await expect.poll(async () => (await readDeal(request, other)).status).toBe('won');
  await expect(announcer).toContainText(`${prefix} M moved from Pending to Won`);

  await columnsButton(page).focus();
  await page.keyboard.press('Enter');
  await columnsDialog(page).getByRole('button', { name: 'Show all' }).focus();
  await page.keyboard.press('Enter');
  await expect(columnHeadings(page)).toHaveText(DEFAULT_COLUMNS);
  await expect(card(column(page, 'Won'), `${prefix} M`)).toBeVisible();
});
