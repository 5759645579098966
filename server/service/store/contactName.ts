import type { ContactsTable } from './schema';

/** A contact's display name, as deals (`deal_with`) and participants show it: a person's full name, or else its name. */
export function contactName(
  row: Pick<ContactsTable, 'kind' | 'name'> & { first_name: string; last_name: string },
): string {
  if (row.kind === 'company') return row.name;
  const full = `${row.first_name} ${row.last_name}`.trim();
  return full === '' ? row.name : full;
}
