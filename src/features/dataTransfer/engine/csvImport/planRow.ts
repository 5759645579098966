import type { CompanyWrite } from '#xml/company';
import type { DealWrite } from '#xml/deal';
import type { LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';
import type { TodoWrite } from '#xml/todo';
import type { ColumnTarget, FieldKey } from './importFields';
import { fieldLabel } from './importFields';
import { engineMessages } from '../messages';
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
import type { ImportContext, PlannedRow } from './planTypes';
import { LOCATION_FIELDS, type RowWrite } from './rowWrite';

// One row of the dry run on its own: its cells read as the record, its location, tags and
// SuperTag values, or the reasons it cannot be written. Existing records are planImport's part.

const LONG_FIELDS: ReadonlySet<FieldKey> = new Set(['notes']);

/** A row as a create (or an error): what it writes, or why it cannot be written. */
export function planRow(
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
        errors.push(
          engineMessages.t('import.noSuperTagField', { tag: target.tag, field: target.field }),
        );
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
      if (id === undefined)
        errors.push(engineMessages.t('import.noContact', { name: get('contact') }));
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
  if (name === '') errors.unshift(engineMessages.t(`import.nameMissing.${kind}`));

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
      errors.push(engineMessages.t('import.notEmail', { value: fields.email }));
    if (Object.keys(fields).length > 0 || values.has('locationLabel'))
      location = { ...fields, label: get('locationLabel') || 'work' };
  }
  const tags = values.has('tags') ? parseTags(get('tags')) : [];
  for (const tag of tags) {
    const long = tooLong(
      engineMessages.t('import.tagLabel', { name: tag.slice(0, 20) }),
      tag,
      ONE_LINE_LIMIT,
    );
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
