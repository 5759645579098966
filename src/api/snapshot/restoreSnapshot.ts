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
import { parseCommunicationType } from '#xml/communication';
import type { MegaComment } from '#xml/megaComment';
import type { SuperTagDefinition } from '#xml/superTag';
import type { RecordTag } from '#xml/tag';
import type { User } from '#xml/user';
import type { Location } from '#xml/location';
import type { RestoreJournal } from './restoreJournal';
import type { Snapshot, SnapshotKind } from './snapshotModel';
import { superTagValuesFor } from './superTagValues';

export interface RestoreProgress {
  /** Records handled (created, or found already restored), of `total`. */
  done: number;
  total: number;
  kind: SnapshotKind;
}

export interface RestoreOptions {
  /** Report what would be written, write nothing. */
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

type Counts = Record<SnapshotKind, number>;

export interface RestoreReport {
  dryRun: boolean;
  /** Records created by this run (a dry run: that would be). */
  created: Counts;
  /** Records the journal says an earlier run created and that still exist: left alone. */
  alreadyRestored: Counts;
  /** Writes sent (creates, tags, SuperTags, locations, comments, links). */
  writes: number;
  /** What cannot be restored as it was, one sentence each (the rest is restored without it). */
  problems: string[];
}

/** A restore that stopped: what it wrote is in `report` (and the journal), the cause in `cause`. */
export class RestoreError extends Error {
  override readonly name = 'RestoreError';
  constructor(
    message: string,
    readonly report: RestoreReport,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const zero = (): Counts => ({ companies: 0, people: 0, deals: 0, todos: 0, communications: 0 });

function describeError(error: unknown): string {
  if (isApiError(error)) return error.messages.join('; ');
  return error instanceof Error ? error.message : String(error);
}

/** Assignees travel by e-mail: the source's user (by id, else by name) → a target user with that e-mail. */
class Assignees {
  private readonly targetEmails: Set<string>;
  constructor(
    private readonly sourceUsers: readonly User[],
    targetUsers: readonly User[],
  ) {
    this.targetEmails = new Set(targetUsers.map((u) => u.email.toLowerCase()));
  }

  /** The e-mail to send, or null (assigned to the current user) with the problem said. */
  emailFor(id: number | null, name: string, what: string, problems: string[]): string | null {
    const source =
      (id !== null ? this.sourceUsers.find((u) => u.id === id) : undefined) ??
      this.sourceUsers.find((u) => u.name === name && name !== '');
    if (source === undefined) {
      if (name !== '')
        problems.push(
          `${what}: its assignee ${name} is not among the snapshot's users; it goes to the current user`,
        );
      return null;
    }
    if (!this.targetEmails.has(source.email.toLowerCase())) {
      problems.push(
        `${what}: its assignee ${source.email} has no user in the target account; it goes to the current user`,
      );
      return null;
    }
    return source.email;
  }
}

/**
 * Restores a snapshot through the API's documented calls, mapping every old id to the new record
 * so relations point at restored records. Records are created kind by kind in dependency order
 * (companies, people, communications, to-dos, deals); every create and every step below a record
 * is written to the journal as soon as it succeeds, so running again after a stop skips what
 * exists and writes only the rest. A dry run reads the target (users, SuperTag definitions) and
 * reports, writing nothing.
 */
export async function restoreSnapshot(
  client: ApiClient,
  snapshot: Snapshot,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const { dryRun = false, journal, signal, concurrency = 4 } = options;
  const report: RestoreReport = {
    dryRun,
    created: zero(),
    alreadyRestored: zero(),
    writes: 0,
    problems: [],
  };
  const problems = report.problems;
  const targetUsers = await listUsers(client, signal);
  const targetDefinitions = await listSuperTagDefinitions(client, signal);
  const definitionOf = new Map<string, SuperTagDefinition>(
    targetDefinitions.map((d) => [d.name.toLowerCase(), d]),
  );
  const assignees = new Assignees(snapshot.users, targetUsers);
  const total =
    snapshot.companies.length +
    snapshot.people.length +
    snapshot.deals.length +
    snapshot.todos.length +
    snapshot.communications.length;
  let handled = 0;
  const changed = () => options.onJournal?.(journal);

  // A dry run hands out stand-in ids so the relations it checks resolve the same way.
  let fakeId = -1;
  const newIdOf = (key: string): number | undefined =>
    journal.ids[key] ?? (dryRun ? dryIds.get(key) : undefined);
  const dryIds = new Map<string, number>();

  /** The new id of a contact (companies and people share one id space on the source). */
  function contactId(oldId: number): number | undefined {
    return newIdOf(`companies:${oldId}`) ?? newIdOf(`people:${oldId}`);
  }
  function mapContacts(ids: readonly number[], what: string): number[] {
    const mapped: number[] = [];
    for (const id of ids) {
      const next = contactId(id);
      if (next === undefined)
        problems.push(`${what}: contact #${id} is not in the snapshot; that link is left out`);
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
      const next = newIdOf(`${kind}:${id}`);
      if (next === undefined)
        problems.push(
          `${what}: ${kind === 'todos' ? 'to-do' : 'communication'} #${id} is not in the snapshot; that link is left out`,
        );
      else mapped.push(next);
    }
    return mapped;
  }

  async function write<T>(send: () => Promise<T>): Promise<T | undefined> {
    signal?.throwIfAborted();
    if (dryRun) return undefined;
    const result = await send();
    report.writes += 1;
    return result;
  }

  /** One step below a record, written once: skipped when the journal has it. */
  async function step(key: string, send: () => Promise<unknown>): Promise<void> {
    if (journal.done[key] === true) return;
    await write(send);
    if (!dryRun) {
      journal.done[key] = true;
      changed();
    }
  }

  /**
   * The record's new id: the journal's when that record still exists, else a new one. A record the
   * journal names but that was deleted since is created again (its steps with it).
   */
  async function ensure(
    kind: SnapshotKind,
    oldId: number,
    exists: (id: number) => Promise<unknown>,
    create: () => Promise<number>,
  ): Promise<number> {
    const key = `${kind}:${oldId}`;
    const known = journal.ids[key];
    if (known !== undefined) {
      if (dryRun) {
        report.alreadyRestored[kind] += 1;
        return known;
      }
      try {
        await exists(known);
        report.alreadyRestored[kind] += 1;
        return known;
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        delete journal.ids[key];
        for (const done of Object.keys(journal.done))
          if (done.startsWith(`${key}:`)) delete journal.done[done];
        changed();
      }
    }
    report.created[kind] += 1;
    if (dryRun) {
      const id = fakeId--;
      dryIds.set(key, id);
      return id;
    }
    const id = (await write(create)) as number;
    journal.ids[key] = id;
    changed();
    return id;
  }

  async function tagsAndComments(
    collection: RecordCollection,
    key: string,
    id: number,
    tags: readonly RecordTag[],
    comments: readonly MegaComment[],
    what: string,
  ): Promise<void> {
    const plain = tags.filter((t) => !t.supertag).map((t) => t.name);
    for (let start = 0; start < plain.length; start += 100) {
      const names = plain.slice(start, start + 100);
      await step(`${key}:tags:${start}`, () =>
        addTags(client, { record: { collection, id }, names }, signal),
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
      await step(`${key}:supertag:${tag.name}`, () =>
        setRecordSuperTag(
          client,
          { record: { collection, id }, name: definition.name, values },
          signal,
        ),
      );
    }
    // Oldest first, so the restored record lists them in the same order.
    const ordered = [...comments].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
    for (const comment of ordered) {
      await step(`${key}:comment:${comment.id}`, () =>
        createComment(
          client,
          { record: { collection, id }, input: { comment: comment.comment } },
          signal,
        ),
      );
    }
  }

  async function locations(
    collection: 'companies' | 'people',
    key: string,
    id: number,
    list: readonly Location[],
  ): Promise<void> {
    for (const location of list) {
      const { id: _id, ...input } = location;
      await step(`${key}:location:${location.label}`, () =>
        createLocation(client, { collection, id, input }, signal),
      );
    }
  }

  async function each<T>(
    kind: SnapshotKind,
    items: readonly T[],
    restore: (item: T) => Promise<void>,
  ): Promise<void> {
    let next = 0;
    let failure: unknown = null;
    async function worker(): Promise<void> {
      while (next < items.length && failure === null) {
        const item = items[next++] as T;
        try {
          await restore(item);
        } catch (error) {
          failure ??= error;
          return;
        }
        handled += 1;
        options.onProgress?.({ done: handled, total, kind });
      }
    }
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker),
    );
    if (failure !== null)
      throw failure instanceof Error ? failure : new Error('Restore failed', { cause: failure });
  }

  try {
    await each('companies', snapshot.companies, async (company) => {
      const key = `companies:${company.id}`;
      const id = await ensure(
        'companies',
        company.id,
        (i) => getCompany(client, i, signal),
        () =>
          createCompany(
            client,
            {
              name: company.name,
              notes: company.notes,
              smallImage: company.smallImage ?? undefined,
              largeImage: company.largeImage ?? undefined,
            },
            signal,
          ),
      );
      await locations('companies', key, id, company.locations);
      await tagsAndComments(
        'companies',
        key,
        id,
        company.tags,
        company.megaComments,
        `Company ${company.name}`,
      );
    });

    await each('people', snapshot.people, async (person) => {
      const key = `people:${person.id}`;
      const what = `Person ${`${person.firstName} ${person.lastName}`.trim()}`;
      let companyId: number | undefined;
      if (person.companyId !== null) {
        companyId = newIdOf(`companies:${person.companyId}`);
        if (companyId === undefined)
          problems.push(
            `${what}: the employer ${person.company || `#${person.companyId}`} is not in the snapshot; the person is restored without it`,
          );
      }
      const id = await ensure(
        'people',
        person.id,
        (i) => getPerson(client, i, signal),
        () =>
          createPerson(
            client,
            {
              firstName: person.firstName,
              lastName: person.lastName,
              title: person.title,
              notes: person.notes,
              smallImage: person.smallImage ?? undefined,
              largeImage: person.largeImage ?? undefined,
              ...(companyId !== undefined && companyId > 0 ? { companyId } : {}),
            },
            signal,
          ),
      );
      await locations('people', key, id, person.locations);
      await tagsAndComments('people', key, id, person.tags, person.megaComments, what);
    });

    await each(
      'communications',
      snapshot.communications,
      async ({ communication, participants }) => {
        const key = `communications:${communication.id}`;
        const what = `Communication ${communication.subject || `#${communication.id}`}`;
        const ctype = parseCommunicationType(communication.ctype) ?? undefined;
        const id = await ensure(
          'communications',
          communication.id,
          (i) => getCommunication(client, i, signal),
          () =>
            createCommunication(
              client,
              {
                subject: communication.subject,
                body: communication.body,
                date: communication.date ?? undefined,
                ctype,
              },
              signal,
            ),
        );
        for (const participant of participants) {
          const contact = contactId(participant.contactId);
          if (contact === undefined) {
            problems.push(
              `${what}: participant ${participant.name || `#${participant.contactId}`} is not in the snapshot; left out`,
            );
            continue;
          }
          const role = participant.role as 'from' | 'to' | 'cc' | 'bcc';
          await step(`${key}:participant:${participant.contactId}:${role}`, () =>
            addParticipant(client, { id, contactId: contact, role }, signal),
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

    await each('todos', snapshot.todos, async (todo) => {
      const key = `todos:${todo.id}`;
      const what = `To-do ${todo.title || `#${todo.id}`}`;
      const assignedTo = assignees.emailFor(todo.assignedToId, todo.assignedTo, what, problems);
      const id = await ensure(
        'todos',
        todo.id,
        (i) => getTodo(client, i, signal),
        () =>
          createTodo(
            client,
            {
              title: todo.title,
              description: todo.description,
              dueDate: todo.dueDate,
              flagged: todo.flagged,
              complete: todo.complete,
              ...(assignedTo === null ? {} : { assignedTo }),
            },
            signal,
          ),
      );
      for (const contact of mapContacts(todo.participantIds, what)) {
        await step(`${key}:related:${contact}`, () =>
          addTodoRelatedContact(client, { id, contactId: contact }, signal),
        );
      }
      await tagsAndComments('todos', key, id, todo.tags, todo.megaComments, what);
    });

    await each('deals', snapshot.deals, async (deal) => {
      const key = `deals:${deal.id}`;
      const what = `Deal ${deal.title || `#${deal.id}`}`;
      const assignedTo = assignees.emailFor(deal.assignedToId, deal.assignedTo, what, problems);
      let dealWithId: number | undefined;
      if (deal.dealWithId !== null) {
        dealWithId = contactId(deal.dealWithId);
        if (dealWithId === undefined)
          problems.push(
            `${what}: its party ${deal.dealWith || `#${deal.dealWithId}`} is not in the snapshot; restored without it`,
          );
      }
      const todoIds = mapIds('todos', deal.todoIds, what);
      const communicationIds = mapIds('communications', deal.attachedCommunicationIds, what);
      const contacts = mapContacts(deal.attachedContactIds, what);
      const id = await ensure(
        'deals',
        deal.id,
        (i) => getDeal(client, i, signal),
        () =>
          createDeal(
            client,
            {
              title: deal.title,
              description: deal.description,
              amount: deal.amount,
              status: deal.status === '' ? undefined : deal.status,
              ...(dealWithId === undefined ? {} : { dealWithId }),
              ...(assignedTo === null ? {} : { assignedTo }),
              todoIds,
              attachedCommunicationIds: communicationIds,
            },
            signal,
          ),
      );
      for (const contact of contacts) {
        await step(`${key}:related:${contact}`, () =>
          addDealRelatedContact(client, { id, contactId: contact }, signal),
        );
      }
      await tagsAndComments('deals', key, id, deal.tags, deal.megaComments, what);
    });
  } catch (error) {
    const aborted = signal?.aborted === true || (isApiError(error) && error.kind === 'aborted');
    const reason = aborted ? 'it was cancelled' : describeError(error);
    throw new RestoreError(`The restore stopped: ${reason}. ${describeWritten(report)}`, report, {
      cause: error,
    });
  }
  return report;
}

const NOUNS: Record<SnapshotKind, string> = {
  companies: 'companies',
  people: 'people',
  deals: 'deals',
  todos: 'to-dos',
  communications: 'communications',
};

/** "Created 3 companies, 10 people…; 42 writes in all." */
export function describeWritten(report: RestoreReport): string {
  const parts = (Object.keys(NOUNS) as SnapshotKind[])
    .filter((k) => report.created[k] > 0)
    .map((k) => `${report.created[k]} ${NOUNS[k]}`);
  const verb = report.dryRun ? 'Would create' : 'Created';
  return `${verb} ${parts.length === 0 ? 'no records' : parts.join(', ')}${report.dryRun ? '' : `; ${report.writes} writes in all`}.`;
}
