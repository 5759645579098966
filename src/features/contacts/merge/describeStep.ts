import type { MergeSnapshot } from './mergeSnapshot';
import type { ContactRef, MergeStep } from './mergeSteps';
import { mergeMessages } from './messages';

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
    // Merges kept before `communication` was added carry the English label only.
    for (const p of links.participations)
      communications.set(p.id, p.communication ?? p.label.replace(/ as \w+$/, ''));
  }
  const contacts = new Map(snapshot.records.map((record) => [record.id, `“${record.label}”`]));
  return { contacts, people, deals, todos, communications };
}

type Unnamed = 'record' | 'person' | 'deal' | 'todo' | 'communication';

const named = (map: ReadonlyMap<number, string>, id: number, kind: Unnamed) =>
  map.get(id) ?? mergeMessages.t(`unnamed.${kind}`, { id });

function contactName(names: StepNames, ref: ContactRef): string {
  if ('id' in ref) return named(names.contacts, ref.id, 'record');
  return mergeMessages.t('step.recreated', {
    contact: named(names.contacts, ref.recreatedFrom, 'record'),
  });
}

function excerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 60 ? `“${line.slice(0, 60)}…”` : `“${line}”`;
}

/** One sentence saying what the step's request changes, in the current language. */
export function describeStep(step: MergeStep, names: StepNames): string {
  const { t } = mergeMessages;
  switch (step.kind) {
    case 'updateContact':
      return t('step.updateContact', {
        fields: Object.keys(step.fields).join(', '),
        contact: contactName(names, step.contact),
      });
    case 'setEmployer':
      return t('step.setEmployer', {
        person: named(names.people, step.personId, 'person'),
        company: contactName(names, step.company),
      });
    case 'setDealWith':
    case 'addDealContact':
    case 'removeDealContact':
      return t(`step.${step.kind}`, {
        deal: named(names.deals, step.dealId, 'deal'),
        contact: contactName(names, step.contact),
      });
    case 'addTodoContact':
    case 'removeTodoContact':
      return t(`step.${step.kind}`, {
        todo: named(names.todos, step.todoId, 'todo'),
        contact: contactName(names, step.contact),
      });
    case 'addParticipant':
    case 'removeParticipant':
      return t(`step.${step.kind}`, {
        contact: contactName(names, step.contact),
        role: step.role,
        communication: named(names.communications, step.communicationId, 'communication'),
      });
    case 'addTags':
      return t('step.addTags', {
        contact: contactName(names, step.contact),
        tags: step.names.map((n) => `“${n}”`).join(', '),
      });
    case 'removeTag':
    case 'setSuperTag':
      return t(`step.${step.kind}`, { name: step.name, contact: contactName(names, step.contact) });
    case 'addLocation':
      return t('step.addLocation', {
        label: step.location.label,
        contact: contactName(names, step.contact),
      });
    case 'deleteLocation':
      return t('step.deleteLocation', {
        label: step.label,
        contact: contactName(names, step.contact),
      });
    case 'addComment':
      return t('step.addComment', {
        excerpt: excerpt(step.text),
        contact: contactName(names, step.contact),
      });
    case 'deleteComment':
      return t('step.deleteComment', { id: step.commentId });
    case 'deleteContact':
      return t('step.deleteContact', { contact: named(names.contacts, step.id, 'record') });
    case 'createContact':
      return t('step.createContact', { contact: named(names.contacts, step.deletedId, 'record') });
  }
}
