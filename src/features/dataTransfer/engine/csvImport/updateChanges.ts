import type { Company } from '#xml/company';
import type { Deal } from '#xml/deal';
import type { Location } from '#xml/location';
import type { Person } from '#xml/person';
import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { Todo } from '#xml/todo';
import type { User } from '#xml/user';
import { superTagValuesFor } from '../snapshot/superTagValues';
import { fieldLabel, type FieldKey, type ImportKind } from './importFields';
import { LOCATION_FIELDS, type RowWrite } from './rowWrite';

/** A record of the account as the dry run read it (its list page). */
export type ExistingRecord = Company | Person | Deal | Todo;

/** One field an Update would change: its label, what it holds, what it would hold. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A main write's key → the field it comes from (its label in the mapping). */
const MAIN_FIELDS: Readonly<Record<string, FieldKey>> = {
  name: 'name',
  // eslint-disable-next-line no-restricted-syntax -- a write's key mapped to a field key, not text
  title: 'name',
  firstName: 'firstName',
  lastName: 'lastName',
  notes: 'notes',
  // eslint-disable-next-line no-restricted-syntax -- a write's key mapped to a field key, not text
  description: 'notes',
  company: 'company',
  amount: 'amount',
  status: 'status',
  dealWithId: 'contact',
  assignedTo: 'assignee',
  dueDate: 'dueDate',
};

const text = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** The record's value of a main write's key, as the row would write it. */
function mainBefore(record: ExistingRecord, key: string, users: readonly User[]): string {
  const r = record as unknown as Record<string, unknown>;
  if (key === 'dealWithId') return (record as Deal).dealWith;
  if (key === 'assignedTo') {
    const id = (record as Deal | Todo).assignedToId;
    return users.find((u) => u.id === id)?.email ?? '';
  }
  const value = r[key];
  return typeof value === 'string' ? value : '';
}

function sameValue(key: string, before: string, after: string): boolean {
  if (key === 'dueDate') return before !== '' && Date.parse(before) === Date.parse(after);
  if (key === 'status' || key === 'assignedTo') return before.toLowerCase() === after.toLowerCase();
  return before === after;
}

/**
 * What an Update would change on `record`, field by field: the main fields the row writes, the
 * fields of the location with the row's label, tags it would add and SuperTag values. Empty: the
 * record holds all of it already.
 */
export function updateChanges(
  kind: ImportKind,
  write: RowWrite,
  record: ExistingRecord,
  context: { users: readonly User[]; superTags: readonly SuperTagDefinition[] },
  contactName: (id: number) => string,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, before: string, after: string) => {
    if (before !== after) changes.push({ field, before, after });
  };
  for (const [key, value] of Object.entries(write.main)) {
    const field = MAIN_FIELDS[key];
    if (field === undefined) continue;
    const before = mainBefore(record, key, context.users);
    if (key === 'dealWithId') {
      // By id: the file may spell the contact's name in another case.
      if ((record as Deal).dealWithId !== value)
        add(fieldLabel(field, kind), before, contactName(value as number));
      continue;
    }
    const after = String(value ?? '');
    if (!sameValue(key, before, after)) add(fieldLabel(field, kind), before, after);
  }
  if (write.location !== null && 'locations' in record) {
    const label = write.location.label;
    const old: Location | undefined = record.locations.find((l) => l.label === label);
    for (const [field, key] of Object.entries(LOCATION_FIELDS) as [FieldKey, keyof Location][]) {
      const after = write.location[key as keyof typeof write.location];
      if (typeof after === 'string')
        add(fieldLabel(field, kind), text(old?.[key] as string), after);
    }
  }
  const carried = record.tags.filter((t) => !t.supertag).map((t) => t.name);
  const lower = new Set(carried.map((t) => t.toLowerCase()));
  const added = write.tags.filter((t) => !lower.has(t.toLowerCase()));
  if (added.length > 0) add('Tags', carried.join(', '), [...carried, ...added].join(', '));
  for (const superTag of write.superTags) {
    const had = record.tags.find((t) => t.supertag && t.name === superTag.name);
    const definition = context.superTags.find((d) => d.name === superTag.name);
    const previous: SuperTagWrite =
      had === undefined || definition === undefined
        ? {}
        : superTagValuesFor(definition, had.fields).values;
    for (const [field, value] of Object.entries(superTag.values))
      add(`${superTag.name}: ${field}`, text(previous[field]), text(value));
  }
  return changes;
}
