/** What a person types as an amount ("1,250.5", " 300 ") → the API's decimal text, or null when it is not one. */
export function parseAmountInput(text: string): string | null {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return '0.00';
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
}
