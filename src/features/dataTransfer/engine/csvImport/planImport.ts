import type { CompanyWrite } from '#xml/company';
import type { DealWrite } from '#xml/deal';
import type { LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';
import type { TodoWrite } from '#xml/todo';
import type { User } from '#xml/user';
import type { ColumnTarget, FieldKey, ImportKind } from './importFields';
import { fieldLabel } from './importFields';
import {
  LONG_TEXT_LIMIT,
  ONE_LINE_LIMIT,
  parseAmount,
  parseAssignee,
  parseDueDate,
  parseOptions,
  parseStatus,
  parseTags,
  splitFullName,
  tooLong,
} from './importValues';

/** What to do with a row whose record already exists (by name, or by e-mail for people). */
export type DuplicatePolicy = 'skip' | 'update' | 'create';
export type RowAction = 'create' | 'update' | 'skip' | 'error';

/** Everything one row writes. */
export interface RowWrite {
  main: CompanyWrite | PersonWrite | DealWrite | TodoWrite;
  /** A location (companies and people), with its label. */
  location: (LocationWrite & { label: string }) | null;
  tags: string[];
  superTags: { name: string; values: SuperTagWrite }[];
}

export interface PlannedRow {
  /** Index among the data rows. */
  index: number;
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** The record's name or title, for the preview. */
  name: string;
  action: RowAction;
  /** Why it is skipped, updated or an error; also notes on a create. */
  reasons: string[];
  /** The existing record updated or skipped. */
  existingId: number | null;
  write: RowWrite | null;
}

/** What the plan checks rows against, read from the account once before the dry run. */
export interface ImportContext {
  kind: ImportKind;
  /** Existing records by duplicate key (lower-case name; for people also each e-mail). */
  existing: ReadonlyMap<string, number>;
  users: readonly User[];
  statuses: readonly string[];
  superTags: readonly SuperTagDefinition[];
  /** Companies' and people's names (lower case) → id: a deal's contact. */
  contacts: ReadonlyMap<string, number>;
}

const LOCATION_FIELDS: Partial<Record<FieldKey, keyof LocationWrite>> = {
  email: 'email',
  website: 'website',
  phone: 'phone',
  cell: 'cell',
  fax: 'fax',
  street: 'street1',
  street2: 'street2',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  country: 'country',
};

const LONG_FIELDS: ReadonlySet<FieldKey> = new Set(['notes']);

/** The keys a row is matched on: `email:jane@x.org` first for people, then `name:…`. */
export function duplicateKeys(kind: ImportKind, name: string, email: string): string[] {
  const keys: string[] = [];
  if (kind === 'people' && email.trim() !== '') keys.push(`email:${email.trim().toLowerCase()}`);
  if (name.trim() !== '') keys.push(`name:${name.trim().toLowerCase()}`);
  return keys;
}

function planRow(
  index: number,
  cells: readonly string[],
  mapping: readonly ColumnTarget[],
  context: ImportContext,
): PlannedRow {
  const kind = context.kind;
  const errors: string[] = [];
  const values = new Map<FieldKey, string>();
  const superTagCells = new Map<
    string,
    { definition: SuperTagDefinition; values: SuperTagWrite }
  >();
  mapping.forEach((target, column) => {
    const cell = cells[column] ?? '';
    if (target.kind === 'field') {
      if (cell.trim() !== '' && !values.has(target.key))
        values.set(target.key, target.key === 'notes' ? cell : cell.trim());
    } else if (target.kind === 'superTag' && cell.trim() !== '') {
      const definition = context.superTags.find((d) => d.name === target.tag);
      const field = definition?.fields.find((f) => f.name === target.field);
      if (definition === undefined || field === undefined) {
        errors.push(`The account has no SuperTag field ${target.tag}: ${target.field}`);
        return;
      }
      const entry = superTagCells.get(definition.name) ?? {
        definition,
        values: Object.create(null) as SuperTagWrite,
      };
      superTagCells.set(definition.name, entry);
      if (isMultipleChoice(field.type)) {
        const parsed = parseOptions(cell, field.options, `${definition.name} ${field.name}`);
        if (parsed.ok) entry.values[field.name] = parsed.value;
        else errors.push(parsed.error);
      } else {
        const long = tooLong(`${definition.name} ${field.name}`, cell.trim(), ONE_LINE_LIMIT);
        if (long !== null) errors.push(long);
        entry.values[field.name] = cell.trim();
      }
    }
  });
  for (const [key, value] of values) {
    const long = tooLong(
      fieldLabel(key, kind),
      value,
      LONG_FIELDS.has(key) ? LONG_TEXT_LIMIT : ONE_LINE_LIMIT,
    );
    if (long !== null) errors.push(long);
  }
  const get = (key: FieldKey) => values.get(key) ?? '';

  let name = get('name');
  let main: RowWrite['main'];
  if (kind === 'people') {
    const split = splitFullName(name);
    const firstName = get('firstName') || split.firstName;
    const lastName = get('lastName') || (get('firstName') === '' ? split.lastName : '');
    name = `${firstName} ${lastName}`.trim();
    const person: PersonWrite = { firstName, lastName };
    if (values.has('title')) person.title = get('title');
    if (values.has('notes')) person.notes = get('notes');
    if (values.has('company')) person.company = get('company');
    main = person;
  } else if (kind === 'companies') {
    main = { name, ...(values.has('notes') ? { notes: get('notes') } : {}) } satisfies CompanyWrite;
  } else if (kind === 'deals') {
    const deal: DealWrite = { title: name };
    if (values.has('notes')) deal.description = get('notes');
    if (values.has('amount')) {
      const amount = parseAmount(get('amount'));
      if (amount.ok) deal.amount = amount.value;
      else errors.push(amount.error);
    }
    if (values.has('status')) {
      const status = parseStatus(get('status'), context.statuses);
      if (status.ok) deal.status = status.value;
      else errors.push(status.error);
    }
    if (values.has('contact')) {
      const id = context.contacts.get(get('contact').toLowerCase());
      if (id === undefined) errors.push(`No company or person named "${get('contact')}"`);
      else deal.dealWithId = id;
    }
    if (values.has('assignee')) {
      const assignee = parseAssignee(get('assignee'), context.users);
      if (assignee.ok) deal.assignedTo = assignee.value;
      else errors.push(assignee.error);
    }
    main = deal;
  } else {
    const todo: TodoWrite = { title: name };
    if (values.has('notes')) todo.description = get('notes');
    if (values.has('dueDate')) {
      const due = parseDueDate(get('dueDate'));
      if (due.ok) todo.dueDate = due.value;
      else errors.push(due.error);
    }
    if (values.has('assignee')) {
      const assignee = parseAssignee(get('assignee'), context.users);
      if (assignee.ok) todo.assignedTo = assignee.value;
      else errors.push(assignee.error);
    }
    main = todo;
  }
  if (name === '')
    errors.unshift(
      `${kind === 'people' ? 'A name' : kind === 'companies' ? 'The name' : 'The title'} is missing`,
    );

  let location: RowWrite['location'] = null;
  if (kind === 'companies' || kind === 'people') {
    const fields: LocationWrite = {};
    for (const [key, field] of Object.entries(LOCATION_FIELDS) as [
      FieldKey,
      keyof LocationWrite,
    ][]) {
      if (values.has(key)) (fields as Record<string, string>)[field] = get(key);
    }
    if (fields.email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(fields.email))
      errors.push(`E-mail "${fields.email}" is not an e-mail address`);
    if (Object.keys(fields).length > 0 || values.has('locationLabel'))
      location = { ...fields, label: get('locationLabel') || 'work' };
  }
  const tags = values.has('tags') ? parseTags(get('tags')) : [];
  for (const tag of tags) {
    const long = tooLong(`Tag "${tag.slice(0, 20)}…"`, tag, ONE_LINE_LIMIT);
    if (long !== null) errors.push(long);
  }
  const superTags = [...superTagCells.values()].map(({ definition, values: v }) => ({
    name: definition.name,
    values: v,
  }));
  const base = { index, row: index + 2, name, existingId: null };
  if (errors.length > 0) return { ...base, action: 'error', reasons: errors, write: null };
  return { ...base, action: 'create', reasons: [], write: { main, location, tags, superTags } };
}

export interface PlanOptions {
  policy: DuplicatePolicy;
  /** Rows planned between two yields to the event loop. */
  batch?: number;
  signal?: AbortSignal;
  onProgress?: (planned: number) => void;
}

/**
 * The dry run: every row as create, update, skip or error with its reasons, checked against the
 * account (existing records, statuses, users, SuperTag options) and the service's limits. Sends
 * nothing. Works in batches so a 50,000-row file does not freeze the page.
 */
export async function planImport(
  rows: readonly (readonly string[])[],
  mapping: readonly ColumnTarget[],
  context: ImportContext,
  options: PlanOptions,
): Promise<PlannedRow[]> {
  const { policy, batch = 2_000 } = options;
  const planned: PlannedRow[] = [];
  const seen = new Map<string, number>();
  const emailColumn = mapping.findIndex((t) => t.kind === 'field' && t.key === 'email');
  for (let start = 0; start < rows.length; start += batch) {
    options.signal?.throwIfAborted();
    for (let index = start; index < Math.min(rows.length, start + batch); index++) {
      const cells = rows[index] as readonly string[];
      const plan = planRow(index, cells, mapping, context);
      planned.push(plan);
      if (plan.action === 'error') continue;
      const keys = duplicateKeys(
        context.kind,
        plan.name,
        emailColumn >= 0 ? (cells[emailColumn] ?? '') : '',
      );
      const earlier = keys.map((k) => seen.get(k)).find((r) => r !== undefined);
      if (earlier !== undefined && policy !== 'create') {
        plan.action = 'error';
        plan.reasons = [
          `Repeats row ${earlier}: ${keys[0]?.startsWith('email:') ? 'same e-mail' : 'same name'}`,
        ];
        plan.write = null;
        continue;
      }
      for (const key of keys) if (!seen.has(key)) seen.set(key, plan.row);
      const existing = keys.map((k) => context.existing.get(k)).find((id) => id !== undefined);
      if (existing === undefined) continue;
      plan.existingId = existing;
      const by = keys.find((k) => context.existing.has(k))?.startsWith('email:')
        ? 'e-mail'
        : 'name';
      if (policy === 'skip') {
        plan.action = 'skip';
        plan.reasons = [`A record with this ${by} exists (#${existing})`];
      } else if (policy === 'update') {
        plan.action = 'update';
        plan.reasons = [`Updates #${existing} (same ${by})`];
      } else {
        plan.existingId = null;
        plan.reasons = [`A record with this ${by} exists (#${existing}); another is created`];
      }
    }
    options.onProgress?.(planned.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return planned;
}

export function countActions(rows: readonly PlannedRow[]): Record<RowAction, number> {
  const counts: Record<RowAction, number> = { create: 0, update: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}
