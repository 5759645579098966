import { addParticipant, createCommunication, getCommunication } from '#api/communications';
import { addDealRelatedContact, createDeal, getDeal, listDealStatuses } from '#api/deals';
import { addTodoRelatedContact, createTodo, getTodo } from '#api/todos';
import { encodeCommunicationWrite, parseCommunicationType } from '#xml/communication';
import { encodeDealWrite, type DealWrite } from '#xml/deal';
import { encodeTodoWrite, type TodoWrite } from '#xml/todo';
import { engineMessages } from '../messages';
import { titled, type RestoreContext, type RestoreParts } from './restoreParts';
import type { Snapshot } from './snapshotModel';
import { documentProblems } from './writeChecks';

/** Communications, with their participants pointed at restored contacts. */
export function restoreCommunications(
  { client, run, signal }: RestoreContext,
  { tagsAndComments }: RestoreParts,
  snapshot: Snapshot,
): Promise<void> {
  return run.each(
    'communications',
    snapshot.communications,
    ({ communication: c }) => ({ oldId: c.id, what: titled('communications', c.subject, c.id) }),
    async ({ communication, participants }) => {
      const key = `communications:${communication.id}`;
      const what = titled('communications', communication.subject, communication.id);
      const input = {
        subject: communication.subject,
        body: communication.body,
        date: communication.date ?? undefined,
        ctype: parseCommunicationType(communication.ctype) ?? undefined,
      };
      const id = await run.ensure(
        'communications',
        communication.id,
        (i) => getCommunication(client, i, signal),
        () => createCommunication(client, input, signal),
        documentProblems(encodeCommunicationWrite(input)),
      );
      for (const participant of participants) {
        const contact = run.contactId(participant.contactId);
        if (contact === undefined) {
          const cid = participant.contactId;
          run.note(
            engineMessages.t(
              run.wasRefused(`companies:${cid}`, `people:${cid}`)
                ? 'restore.note.participantRefused'
                : 'restore.note.participantMissing',
            ),
            `${what} (${participant.name || `#${cid}`})`,
          );
          continue;
        }
        const role = participant.role as 'from' | 'to' | 'cc' | 'bcc';
        await run.step(
          what,
          `${key}:participant:${participant.contactId}:${role}`,
          engineMessages.t('restore.part.participant', { id: participant.contactId, role }),
          () => addParticipant(client, { id, contactId: contact, role }, signal),
        );
      }
      await tagsAndComments(
        'communications',
        key,
        id,
        communication.tags,
        communication.megaComments,
        what,
      );
    },
  );
}

/** To-dos, with their related contacts. */
export function restoreTodos(
  { client, run, signal, assignees }: RestoreContext,
  { mapContacts, tagsAndComments }: RestoreParts,
  snapshot: Snapshot,
): Promise<void> {
  return run.each(
    'todos',
    snapshot.todos,
    (t) => ({ oldId: t.id, what: titled('todos', t.title, t.id) }),
    async (todo) => {
      const key = `todos:${todo.id}`;
      const what = titled('todos', todo.title, todo.id);
      const assignedTo = assignees.emailFor(todo.assignedToId, todo.assignedTo, what, run.note);
      const input: TodoWrite = {
        title: todo.title,
        description: todo.description,
        dueDate: todo.dueDate,
        flagged: todo.flagged,
        complete: todo.complete,
        ...(assignedTo === null ? {} : { assignedTo }),
      };
      const id = await run.ensure(
        'todos',
        todo.id,
        (i) => getTodo(client, i, signal),
        () => createTodo(client, input, signal),
        documentProblems(encodeTodoWrite(input)),
      );
      for (const contact of mapContacts(todo.participantIds, what)) {
        await run.step(
          what,
          `${key}:related:${contact}`,
          engineMessages.t('restore.part.contactLink'),
          () => addTodoRelatedContact(client, { id, contactId: contact }, signal),
        );
      }
      await tagsAndComments('todos', key, id, todo.tags, todo.megaComments, what);
    },
  );
}

/**
 * Deals last: they list to-dos and communications, and link contacts. A deal whose status the
 * target does not offer (a stage only the source had, or one retired here) would be refused on
 * every run: it is restored without its status, so the service puts it in its default open stage,
 * and the report names the missing stage.
 */
export async function restoreDeals(
  { client, run, signal, assignees }: RestoreContext,
  { mapContacts, mapIds, tagsAndComments }: RestoreParts,
  snapshot: Snapshot,
): Promise<void> {
  const offered = new Set(
    snapshot.deals.length === 0
      ? []
      : (await listDealStatuses(client, signal)).map((status) => status.toLowerCase()),
  );
  const statusFor = (status: string, what: string): string | undefined => {
    if (status === '') return undefined;
    if (offered.has(status.toLowerCase())) return status;
    run.note(engineMessages.t('restore.stageMissing', { stage: status }), what);
    return undefined;
  };
  return run.each(
    'deals',
    snapshot.deals,
    (d) => ({ oldId: d.id, what: titled('deals', d.title, d.id) }),
    async (deal) => {
      const key = `deals:${deal.id}`;
      const what = titled('deals', deal.title, deal.id);
      const assignedTo = assignees.emailFor(deal.assignedToId, deal.assignedTo, what, run.note);
      let dealWithId: number | undefined;
      if (deal.dealWithId !== null) {
        dealWithId = run.contactId(deal.dealWithId);
        if (dealWithId === undefined)
          run.note(
            engineMessages.t(
              run.wasRefused(`companies:${deal.dealWithId}`, `people:${deal.dealWithId}`)
                ? 'restore.note.partyRefused'
                : 'restore.note.partyMissing',
            ),
            `${what} (${deal.dealWith || `#${deal.dealWithId}`})`,
          );
      }
      const input: DealWrite = {
        title: deal.title,
        description: deal.description,
        amount: deal.amount,
        status: statusFor(deal.status, what),
        ...(dealWithId === undefined ? {} : { dealWithId }),
        ...(assignedTo === null ? {} : { assignedTo }),
        todoIds: mapIds('todos', deal.todoIds, what),
        attachedCommunicationIds: mapIds('communications', deal.attachedCommunicationIds, what),
      };
      const contacts = mapContacts(deal.attachedContactIds, what);
      const id = await run.ensure(
        'deals',
        deal.id,
        (i) => getDeal(client, i, signal),
        () => createDeal(client, input, signal),
        documentProblems(encodeDealWrite(input)),
      );
      for (const contact of contacts) {
        await run.step(
          what,
          `${key}:related:${contact}`,
          engineMessages.t('restore.part.contactLink'),
          () => addDealRelatedContact(client, { id, contactId: contact }, signal),
        );
      }
      await tagsAndComments('deals', key, id, deal.tags, deal.megaComments, what);
    },
  );
}
