/** The naming columns of a `contacts` row, as both stores read them. */
export interface ContactNameRow {
  kind: 'person' | 'company';
  name: string;
  first_name: string;
  last_name: string;
}

/**
 * A contact's display name, as deals (`deal_with`) and participant lists show it: a company's
 * name, a person's full name (or its stored name). One definition for both stores, so a contact
 * reads the same whichever database holds it.
 */
export function contactName(row: ContactNameRow): string {
  if (row.kind === 'company') return row.name;
  const full = `${row.first_name} ${row.last_name}`.trim();
  return full === '' ? row.name : full;
}
