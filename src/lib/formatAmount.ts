/** "1234.50" (the API's decimal text) → "1,234.50" in the reader's locale; other text is shown as given. */
const amountFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatAmount(amount: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  return amountFormat.format(Number(amount));
}
