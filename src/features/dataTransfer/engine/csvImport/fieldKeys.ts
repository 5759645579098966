/**
 * The names of what an import can write, apart from importFields.ts so that the spelling tables
 * (headerSpellings.ts) can name them without importing the matcher that reads those tables.
 */

/** What a CSV file can create: companies, people, deals or to-dos (one kind per file). */
export type ImportKind = 'companies' | 'people' | 'deals' | 'todos';

export type FieldKey =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'title'
  | 'email'
  | 'website'
  | 'phone'
  | 'cell'
  | 'fax'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'locationLabel'
  | 'tags'
  | 'notes'
  | 'company'
  | 'amount'
  | 'status'
  | 'contact'
  | 'assignee'
  | 'dueDate';
