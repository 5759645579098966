import { expect, test, uniqueName } from './fixtures';
import { deleteDeal, readDeal } from './pipelineBoard';

/**
 * Issue 29's journeys: values typed the way people type them. An amount with a currency symbol
 * and a thousands separator is saved as the API's number and shown in the account's currency
 * (the browser here is en-US: dollars); a half-typed date is refused at the field.
 */

test('an amount typed as "$12,500" is saved as 12500 and shown with the currency', async ({
  page,
  request,
}) => {
  // Several workers share two cores: each step may take seconds.
  test.setTimeout(120_000);
  const title = uniqueName('Values deal');
  await page.goto('/deals');
  await page.getByRole('button', { name: 'New deal' }).click();
  const dialog = page.getByRole('dialog', { name: /^New deal in / });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12,50');
  await dialog.getByRole('button', { name: 'Add deal' }).click();
  await expect(
    dialog.getByText('Thousands are grouped by three digits; decimals go after “.”'),
  ).toBeVisible();
  await amount.fill('$12,500');
  await dialog.getByRole('button', { name: 'Add deal' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/[?&]deal=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('deal'));
  try {
    expect((await readDeal(request, id)).amount).toBe('12500.00');
    await expect(page.getByRole('dialog').getByText('$12,500.00')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Title' }).fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('$12,500.00', { timeout: 15_000 });
  } finally {
    await deleteDeal(request, id);
  }
});

test('a half-typed due date is refused with a message at the field', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/todos');
  await page.getByRole('button', { name: 'New to-do' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New to-do' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(uniqueName('Half-typed date'));
  const due = dialog.getByLabel('Due date');
  // The month alone: the browser keeps "02/dd/yyyy" as an empty value with validity.badInput.
  await due.click();
  await due.pressSequentially('02');
  await dialog.getByRole('button', { name: 'Create to-do' }).click();
  await expect(dialog.getByText('Finish the date (day, month and year) or clear it')).toBeVisible();
  await expect(due).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
});
