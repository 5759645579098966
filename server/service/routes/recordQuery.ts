import { child } from '#xml/tree';
import { HttpError, notFound } from '#server/http/httpError';
import type { RouteContext } from '../wire/routeContext';
import type { RecordKind } from '../store/scope';

/** Query parameters that name one record, as the client libraries send them (`tags.xml?deal_id=7`). */
export type RecordParameter =
  'contact_id' | 'person_id' | 'company_id' | 'deal_id' | 'todo_id' | 'communication_id';

const KIND_OF_PARAMETER: Readonly<Record<Exclude<RecordParameter, 'contact_id'>, RecordKind>> = {
  person_id: 'person',
  company_id: 'company',
  deal_id: 'deal',
  todo_id: 'todo',
  communication_id: 'communication',
};

export interface QueriedRecord {
  kind: RecordKind;
  id: number;
}

/**
 * The record a list is asked for by one of `parameters` (`comments.xml?person_id=7`); undefined
 * when none is given. A value that is no id, or two of them at once, is a 400. `contact_id` names
 * a person or a company, whichever the account has (404 when neither); whether a record of the
 * other kinds exists is the list's own check.
 */
export async function recordOfQuery(
  ctx: RouteContext,
  parameters: readonly RecordParameter[],
): Promise<QueriedRecord | undefined> {
  const given = parameters
    .map((name) => ({ name, text: child(ctx.query, name)?.text.trim() ?? '' }))
    .filter((p) => p.text !== '');
  if (given.length === 0) return undefined;
  if (given.length > 1)
    throw new HttpError(400, [`Give one of ${parameters.join(', ')}, not several`]);
  const { name, text } = given[0]!;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, [`${name} must be a record id`]);
  const id = Number(text);
  if (name !== 'contact_id') return { kind: KIND_OF_PARAMETER[name], id };
  for (const kind of ['person', 'company'] as const)
    if ((await ctx.store.contacts.contactVersion(ctx.scope, kind, id)) !== null)
      return { kind, id };
  throw notFound(`No contact with id ${id}`);
}

/** Whether the queried record is in the caller's account (a contact was checked when it was resolved). */
export async function queriedRecordExists(
  ctx: RouteContext,
  record: QueriedRecord,
): Promise<boolean> {
  switch (record.kind) {
    case 'person':
    case 'company':
      return (await ctx.store.contacts.contactVersion(ctx.scope, record.kind, record.id)) !== null;
    case 'deal':
      return (await ctx.store.deals.findDeal(ctx.scope, record.id)) !== null;
    case 'todo':
      return (await ctx.store.todos.findTodo(ctx.scope, record.id)) !== null;
    case 'communication':
      return (await ctx.store.communications.findCommunication(ctx.scope, record.id)) !== null;
  }
}
