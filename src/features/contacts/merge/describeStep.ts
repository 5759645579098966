import type { MergeSnapshot } from './mergeSnapshot';
import type { ContactRef, MergeStep } from './mergeSteps';

/** Names of what steps touch, so the dry run reads "Move “Ada Lovelace” to …" rather than ids. */
export interface StepNames {
  contacts: ReadonlyMap<number, string>;
  people: ReadonlyMap<number, string>;
  deals: ReadonlyMap<number, string>;
  todos: ReadonlyMap<number, string>;
  communications: ReadonlyMap<number, string>;
}

/** The names a merge's snapshot holds (its records and every record linked to them). */
export function namesOf(snapshot: MergeSnapshot): StepNames {
  const people = new Map<number, string>();
  const deals = new Map<number, string>();
  const todos = new Map<number, string>();
  const communications = new Map<number, string>();
  for (const { links } of snapshot.records) {
    for (const e of links.employees) people.set(e.id, e.label);
    for (const d of [...links.dealsWith, ...links.dealsRelated]) deals.set(d.id, d.label);
    for (const t of links.todos) todos.set(t.id, t.label);
    // A participation's label ends with its role (" as to"): the step says the role itself.
    for (const p of links.participations) communications.set(p.id, p.label.replace(/ as \w+$/, ''));
  }
  const contacts = new Map(snapshot.records.map((record) => [record.id, `“${record.label}”`]));
  return { contacts, people, deals, todos, communications };
}

const named = (map: ReadonlyMap<number, string>, id: number, kind: string) =>
  map.get(id) ?? `${kind} #${id}`;

function contactName(names: StepNames, ref: ContactRef): string {
  if ('id' in ref) return named(names.contacts, ref.id, 'record');
  return `the re-created ${named(names.contacts, ref.recreatedFrom, 'record')}`;
}

function excerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 60 ? `“${line.slice(0, 60)}…”` : `“${line}”`;
}

/** One sentence saying what the step's request changes. */
export function describeStep(step: MergeStep, names: StepNames): string {
  switch (step.kind) {
    case 'updateContact':
      return `Set ${Object.keys(step.fields).join(', ')} of ${contactName(names, step.contact)}`;
    case 'setEmployer':
      return `Make ${named(names.people, step.personId, 'person')} work at ${contactName(names, step.company)}`;
    case 'setDealWith':
      return `Make deal ${named(names.deals, step.dealId, 'deal')} with ${contactName(names, step.contact)}`;
    case 'addDealContact':
      return `Relate ${contactName(names, step.contact)} to deal ${named(names.deals, step.dealId, 'deal')}`;
    case 'removeDealContact':
      return `Unrelate ${contactName(names, step.contact)} from deal ${named(names.deals, step.dealId, 'deal')}`;
    case 'addTodoContact':
      return `Relate ${contactName(names, step.contact)} to to-do ${named(names.todos, step.todoId, 'to-do')}`;
    case 'removeTodoContact':
      return `Unrelate ${contactName(names, step.contact)} from to-do ${named(names.todos, step.todoId, 'to-do')}`;
    case 'addParticipant':
      return `Add ${contactName(names, step.contact)} as ${step.role} to ${named(names.communications, step.communicationId, 'communication')}`;
    case 'removeParticipant':
      return `Remove ${contactName(names, step.contact)} as ${step.role} from ${named(names.communications, step.communicationId, 'communication')}`;
    case 'addTags':
      return `Tag ${contactName(names, step.contact)} ${step.names.map((n) => `“${n}”`).join(', ')}`;
    case 'removeTag':
      return `Remove the tag “${step.name}” from ${contactName(names, step.contact)}`;
    case 'setSuperTag':
      return `Set the values of the SuperTag “${step.name}” on ${contactName(names, step.contact)}`;
    case 'addLocation':
      return `Add the location “${step.location.label}” to ${contactName(names, step.contact)}`;
    case 'deleteLocation':
      return `Delete the location “${step.label}” of ${contactName(names, step.contact)}`;
    case 'addComment':
      return `Copy the comment ${excerpt(step.text)} to ${contactName(names, step.contact)}`;
    case 'deleteComment':
      return `Delete the copied comment #${step.commentId}`;
    case 'deleteContact':
      return `Delete ${named(names.contacts, step.id, 'record')}`;
    case 'createContact':
      return `Create ${named(names.contacts, step.deletedId, 'record')} again`;
  }
}
