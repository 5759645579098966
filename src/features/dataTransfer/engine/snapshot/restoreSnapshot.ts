import { createComment } from '../comments';
import { addParticipant, createCommunication, getCommunication } from '../communications';
import { createCompany, getCompany } from '../companies';
import { addDealRelatedContact, createDeal, getDeal } from '../deals';
import { isApiError } from '../http/apiError';
import type { ApiClient } from '../http/client';
import { createLocation } from '../locations';
import { createPerson, getPerson } from '../people';
import type { RecordCollection } from '../records';
import { listSuperTagDefinitions, setRecordSuperTag } from '../superTags';
import { addTags } from '../tags';
import { addTodoRelatedContact, createTodo, getTodo } from '../todos';
import { listUsers } from '../users';
import { encodeCommunicationWrite, parseCommunicationType } from '#xml/communication';
import { encodeCompanyWrite, type CompanyWrite } from '#xml/company';
import { encodeDealWrite, type DealWrite } from '#xml/deal';
import { encodeLocationWrite, type Location } from '#xml/location';
import { encodeCommentWrite, type MegaComment } from '#xml/megaComment';
import { encodePersonWrite, type PersonWrite } from '#xml/person';
import { encodeSuperTagWrite, type SuperTagDefinition } from '#xml/superTag';
import type { RecordTag } from '#xml/tag';
import { encodeTodoWrite, type TodoWrite } from '#xml/todo';
import { Assignees } from './assignees';
import type { RestoreJournal } from './restoreJournal';
import { describeWritten, emptyReport, RestoreError, type RestoreReport } from './restoreReport';
import { RestoreRun, type RestoreProgress } from './restoreRun';
import { SnapshotFormatError } from './snapshotDocument';
import { duplicateIdsMessage } from './snapshotIds';
import type { Snapshot } from './snapshotModel';
import { superTagValuesFor } from './superTagValues';
import { documentProblems, refusedTagNames } from './writeChecks';

export type { RestoreProgress };

export interface RestoreOptions {
  /** Report what would be written (and what the service would refuse), write nothing. */
  dryRun?: boolean;
  /** Mutated as the restore goes; give the one a stopped restore left to carry on from it. */
  journal: RestoreJournal;
  /** Called after every change to the journal (persist it there). */
  onJournal?: (journal: RestoreJournal) => void;
  onProgress?: (progress: RestoreProgress) => void;
  signal?: AbortSignal;
  /** Records restored at once (each is a few sequential requests). */
  concurrency?: number;
}

function describeError(error: unknown): string {
  if (isApiError(error)) return error.messages.join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Restores a snapshot through the API's documented calls, mapping every old id to the new record
 * so relations point at restored records. Records are created kind by kind in dependency order
 * (companies, people, communications, to-dos, deals); every create and every step below a record
 * is written to the journal as soon as it succeeds, so running again after a stop skips what
 * exists and writes only the rest.
 *
 * Every document is checked against the service's own limits before it is sent (a dry run checks
 * them all and writes nothing). A record or part the service refuses (or would) is left out and
 * reported under its cause, and the rest goes on: only a lost connection, refused credentials, an
 * unavailable service or a cancel stops the restore (RestoreError; run again to carry on).
 */
export async function restoreSnapshot(
  client: ApiClient,
  snapshot: Snapshot,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const duplicates = duplicateIdsMessage(snapshot);
  if (duplicates !== null) throw new SnapshotFormatError(duplicates);
  const { dryRun = false, journal, signal, concurrency = 4 } = options;
  const report = emptyReport(dryRun);
  const targetUsers = await listUsers(client, signal);
  const targetDefinitions = await listSuperTagDefinitions(client, signal);
  const definitionOf = new Map<string, SuperTagDefinition>(
    targetDefinitions.map((d) => [d.name.toLowerCase(), d]),
  );
  const assignees = new Assignees(snapshot.users, targetUsers);
  const run = new RestoreRun(report, {
    dryRun,
    journal,
    onJournal: options.onJournal,
    onProgress: options.onProgress,
    signal,
    concurrency,
    total:
      snapshot.companies.length +
      snapshot.people.length +
      snapshot.deals.length +
      snapshot.todos.length +
      snapshot.communications.length,
  });
  const problems = report.problems;

  function mapContacts(ids: readonly number[], what: string): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = run.contactId(id);
      if (next === undefined)
        problems.push(
          `${what}: contact #${id} ${run.whyAbsent(`companies:${id}`, `people:${id}`)}; that link is left out`,
        );
      else mapped.push(next);
    }
    return mapped;
  }
  function mapIds(
    kind: 'todos' | 'communications',
    ids: readonly number[],
    what: string,
  ): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = run.newIdOf(`${kind}:${id}`);
      if (next === undefined)
        problems.push(
          `${what}: ${kind === 'todos' ? 'to-do' : 'communication'} #${id} ${run.whyAbsent(`${kind}:${id}`)}; that link is left out`,
        );
      else mapped.push(next);
    }
    return mapped;
  }

  async function tagsAndComments(
    collection: RecordCollection,
    key: string,
    id: number,
    tags: readonly RecordTag[],
    comments: readonly MegaComment[],
    what: string,
  ): Promise<void> {
    const names = tags.filter((t) => !t.supertag).map((t) => t.name);
    const refused = refusedTagNames(names);
    for (const { name, problem } of refused)
      run.fail(problem, `${what}: tag "${name.length > 40 ? `${name.slice(0, 40)}…` : name}"`);
    const refusedNames = new Set(refused.map((r) => r.name));
    const plain = names.filter((name) => !refusedNames.has(name));
    for (let start = 0; start < plain.length; start += 100) {
      const batch = plain.slice(start, start + 100);
      await run.step(what, `${key}:tags:${start}`, 'tags', () =>
        addTags(client, { record: { collection, id }, names: batch }, signal),
      );
    }
    for (const tag of tags.filter((t) => t.supertag)) {
      if (collection !== 'companies' && collection !== 'people' && collection !== 'deals') continue;
      const definition = definitionOf.get(tag.name.toLowerCase());
      if (definition === undefined) {
        problems.push(
          `${what}: the SuperTag ${tag.name} is not defined in the target account; its values are left out`,
        );
        continue;
      }
      const { values, problems: valueProblems } = superTagValuesFor(definition, tag.fields);
      for (const problem of valueProblems)
        problems.push(`${what}: ${problem}; that value is left out`);
      await run.step(
        what,
        `${key}:supertag:${tag.name}`,
        `SuperTag ${definition.name}`,
        () =>
          setRecordSuperTag(
            client,
            { record: { collection, id }, name: definition.name, values },
            signal,
          ),
        documentProblems(encodeSuperTagWrite(values)),
      );
    }
    // Oldest first, so the restored record lists them in the same order.
    const ordered = [...comments].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
    for (const comment of ordered) {
      const input = { comment: comment.comment };
      await run.step(
        what,
        `${key}:comment:${comment.id}`,
        `comment #${comment.id}`,
        () => createComment(client, { record: { collection, id }, input }, signal),
        documentProblems(encodeCommentWrite(input)),
      );
    }
  }

  async function locations(
    collection: 'companies' | 'people',
    key: string,
    id: number,
    list: readonly Location[],
    what: string,
  ): Promise<void> {
    for (const location of list) {
      const { id: _id, ...input } = location;
      await run.step(
        what,
        `${key}:location:${location.label}`,
        `location ${location.label.length > 40 ? `${location.label.slice(0, 40)}…` : location.label}`,
        () => createLocation(client, { collection, id, input }, signal),
        documentProblems(encodeLocationWrite(input)),
      );
    }
  }

  try {
    await run.each(
      'companies',
      snapshot.companies,
      (c) => ({ oldId: c.id, what: companyWhat(c.name, c.id) }),
      async (company) => {
        const key = `companies:${company.id}`;
        const what = companyWhat(company.name, company.id);
        const input: CompanyWrite = {
          name: company.name,
          notes: company.notes,
          smallImage: company.smallImage ?? undefined,
          largeImage: company.largeImage ?? undefined,
        };
        const id = await run.ensure(
          'companies',
          company.id,
          (i) => getCompany(client, i, signal),
          () => createCompany(client, input, signal),
          documentProblems(encodeCompanyWrite(input)),
        );
        await locations('companies', key, id, company.locations, what);
        await tagsAndComments('companies', key, id, company.tags, company.megaComments, what);
      },
    );

    await run.each(
      'people',
      snapshot.people,
      (p) => ({ oldId: p.id, what: personWhat(p.firstName, p.lastName, p.id) }),
      async (person) => {
        const key = `people:${person.id}`;
        const what = personWhat(person.firstName, person.lastName, person.id);
        let companyId: number | undefined;
        if (person.companyId !== null) {
          companyId = run.newIdOf(`companies:${person.companyId}`);
          if (companyId === undefined)
            problems.push(
              `${what}: the employer ${person.company || `#${person.companyId}`} ${run.whyAbsent(`companies:${person.companyId}`)}; the person is restored without it`,
            );
        }
        const input: PersonWrite = {
          firstName: person.firstName,
          lastName: person.lastName,
          title: person.title,
          notes: person.notes,
          smallImage: person.smallImage ?? undefined,
          largeImage: person.largeImage ?? undefined,
          ...(companyId !== undefined && companyId > 0 ? { companyId } : {}),
        };
        const id = await run.ensure(
          'people',
          person.id,
          (i) => getPerson(client, i, signal),
          () => createPerson(client, input, signal),
          documentProblems(encodePersonWrite(input)),
        );
        await locations('people', key, id, person.locations, what);
        await tagsAndComments('people', key, id, person.tags, person.megaComments, what);
      },
    );

    await run.each(
      'communications',
      snapshot.communications,
      ({ communication: c }) => ({ oldId: c.id, what: titled('Communication', c.subject, c.id) }),
      async ({ communication, participants }) => {
        const key = `communications:${communication.id}`;
        const what = titled('Communication', communication.subject, communication.id);
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
            problems.push(
              `${what}: participant ${participant.name || `#${cid}`} ${run.whyAbsent(`companies:${cid}`, `people:${cid}`)}; left out`,
            );
            continue;
          }
          const role = participant.role as 'from' | 'to' | 'cc' | 'bcc';
          await run.step(
            what,
            `${key}:participant:${participant.contactId}:${role}`,
            `participant #${participant.contactId} (${role})`,
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

    await run.each(
      'todos',
      snapshot.todos,
      (t) => ({ oldId: t.id, what: titled('To-do', t.title, t.id) }),
      async (todo) => {
        const key = `todos:${todo.id}`;
        const what = titled('To-do', todo.title, todo.id);
        const assignedTo = assignees.emailFor(todo.assignedToId, todo.assignedTo, what, problems);
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
          await run.step(what, `${key}:related:${contact}`, `contact link`, () =>
            addTodoRelatedContact(client, { id, contactId: contact }, signal),
          );
        }
        await tagsAndComments('todos', key, id, todo.tags, todo.megaComments, what);
      },
    );

    await run.each(
      'deals',
      snapshot.deals,
      (d) => ({ oldId: d.id, what: titled('Deal', d.title, d.id) }),
      async (deal) => {
        const key = `deals:${deal.id}`;
        const what = titled('Deal', deal.title, deal.id);
        const assignedTo = assignees.emailFor(deal.assignedToId, deal.assignedTo, what, problems);
        let dealWithId: number | undefined;
        if (deal.dealWithId !== null) {
          dealWithId = run.contactId(deal.dealWithId);
          if (dealWithId === undefined)
            problems.push(
              `${what}: its party ${deal.dealWith || `#${deal.dealWithId}`} ${run.whyAbsent(`companies:${deal.dealWithId}`, `people:${deal.dealWithId}`)}; restored without it`,
            );
        }
        const input: DealWrite = {
          title: deal.title,
          description: deal.description,
          amount: deal.amount,
          status: deal.status === '' ? undefined : deal.status,
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
          await run.step(what, `${key}:related:${contact}`, `contact link`, () =>
            addDealRelatedContact(client, { id, contactId: contact }, signal),
          );
        }
        await tagsAndComments('deals', key, id, deal.tags, deal.megaComments, what);
      },
    );
  } catch (error) {
    const aborted = signal?.aborted === true || (isApiError(error) && error.kind === 'aborted');
    const reason = aborted ? 'it was cancelled' : describeError(error);
    throw new RestoreError(`The restore stopped: ${reason}. ${describeWritten(report)}`, report, {
      cause: error,
    });
  }
  return report;
}

/** A record as the report names it: kind, name (cut at 60 characters) and the snapshot's id. */
function titled(noun: string, name: string, id: number): string {
  const text = name.trim();
  if (text === '') return `${noun} #${id}`;
  return `${noun} ${text.length > 60 ? `${text.slice(0, 60)}…` : text} (#${id})`;
}
const companyWhat = (name: string, id: number) => titled('Company', name, id);
const personWhat = (first: string, last: string, id: number) =>
  titled('Person', `${first} ${last}`, id);
