import { everyComment, type EmbeddedComments } from '#api/comments';
import {
  listCommunications,
  listParticipants,
  type CommunicationSearch,
} from '#api/communications';
import { listCompanies, type CompanySearch } from '#api/companies';
import { listDeals, type DealSearch } from '#api/deals';
import { readEveryPage } from '#api/everyPage';
import { everyTodo } from '#api/everyTodo';
import { mapConcurrently } from '#api/client/concurrently';
import type { ApiClient } from '#api/client/client';
import { listPeople, type PersonSearch } from '#api/people';
import type { RecordCollection } from '#api/records';
import { listSuperTagDefinitions } from '#api/superTags';
import { listTags } from '#api/tags';
import { listUsers } from '#api/users';
import type { RecordTag } from '#xml/tag';
import { SNAPSHOT_VERSION, type Snapshot } from './snapshotModel';

/** What an export covers: the whole account, or the records one list's search selects. */
export type SnapshotScope =
  | { kind: 'account' }
  | { kind: 'companies'; search: Omit<CompanySearch, 'offset' | 'limit'> }
  | { kind: 'people'; search: Omit<PersonSearch, 'offset' | 'limit'> }
  | { kind: 'deals'; search: Omit<DealSearch, 'offset' | 'limit'> }
  | { kind: 'communications'; search: Omit<CommunicationSearch, 'offset' | 'limit'> };

export interface ExportProgress {
  /** What is being read: `companies`, `participants`… */
  phase: string;
  /** Records read so far, all kinds together. */
  records: number;
}

export interface ExportOptions {
  scope?: SnapshotScope;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Requests in flight while reading participants (one request per communication). */
  concurrency?: number;
  /** Clock for `exportedAt` (tests). */
  now?: () => Date;
}

/** `companies?name=Acme&tag=vip`: the scope as written into the document. */
export function describeScope(scope: SnapshotScope): string {
  if (scope.kind === 'account') return 'account';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(scope.search))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query === '' ? scope.kind : `${scope.kind}?${query}`;
}

/**
 * Reads a snapshot through the API's documented calls only (lists page by page, one participants
 * request per communication), so it works against a classic server as well as ours.
 */
export async function exportSnapshot(
  client: ApiClient,
  options: ExportOptions = {},
): Promise<Snapshot> {
  const { scope = { kind: 'account' }, signal, onProgress, concurrency = 6 } = options;
  const exportedAt = (options.now?.() ?? new Date()).toISOString();
  let records = 0;
  const report = (phase: string, count = 0) => {
    records += count;
    onProgress?.({ phase, records });
  };
  async function all<T extends { id: number }>(
    phase: string,
    fetchPage: (paging: { offset: number; limit: number }, signal?: AbortSignal) => Promise<T[]>,
  ): Promise<T[]> {
    report(phase);
    const { records: list } = await readEveryPage(
      async (paging, pageSignal) => {
        const page = await fetchPage(paging, pageSignal);
        report(phase, page.length);
        return page;
      },
      { signal },
    );
    return list;
  }

  const users = await listUsers(client, signal);
  const wanted = (kind: SnapshotScope['kind']) => scope.kind === 'account' || scope.kind === kind;
  const search = scope.kind === 'account' ? {} : scope.search;
  const companies = wanted('companies')
    ? await all('companies', (p, s) => listCompanies(client, { ...search, ...p }, s))
    : [];
  const people = wanted('people')
    ? await all('people', (p, s) => listPeople(client, { ...search, ...p }, s))
    : [];
  const deals = wanted('deals')
    ? await all('deals', (p, s) => listDeals(client, { ...search, ...p }, s))
    : [];
  report('todos');
  const todos =
    scope.kind === 'account'
      ? await everyTodo(
          client,
          users.map((u) => u.email).filter((e) => e !== ''),
          signal,
        )
      : [];
  report('todos', todos.length);
  const communicationList = wanted('communications')
    ? await all('communications', (p, s) => listCommunications(client, { ...search, ...p }, s))
    : [];
  report('participants');
  const communications = await mapConcurrently(
    communicationList,
    async (communication) => {
      const participants = await listParticipants(client, { id: communication.id }, signal);
      report('participants');
      return { communication, participants };
    },
    concurrency,
  );

  // Records embed their latest comments only when they have many: read the rest, so the
  // snapshot holds every comment (and no `megaCommentCount`, which would say some are missing).
  report('comments');
  async function withEveryComment<T extends EmbeddedComments & { id: number }>(
    collection: RecordCollection,
    list: T[],
  ): Promise<T[]> {
    return mapConcurrently(
      list,
      async (record) => {
        if (record.megaCommentCount === undefined) return record;
        const megaComments = await everyComment(
          client,
          { collection, id: record.id },
          record,
          signal,
        );
        const complete: T = { ...record, megaComments };
        delete complete.megaCommentCount;
        return complete;
      },
      concurrency,
    );
  }
  const completed = {
    companies: await withEveryComment('companies', companies),
    people: await withEveryComment('people', people),
    deals: await withEveryComment('deals', deals),
    todos: await withEveryComment('todos', todos),
    communicationList: await withEveryComment('communications', communicationList),
  };

  const carried: RecordTag[] = [
    ...companies,
    ...people,
    ...deals,
    ...todos,
    ...communicationList,
  ].flatMap((r) => r.tags);
  const carriedNames = new Set(carried.map((t) => t.name.toLowerCase()));
  const allTags = await listTags(client, signal);
  const definitions = await listSuperTagDefinitions(client, signal);
  return {
    version: SNAPSHOT_VERSION,
    exportedAt,
    scope: describeScope(scope),
    users,
    superTags:
      scope.kind === 'account'
        ? definitions
        : definitions.filter((d) => carriedNames.has(d.name.toLowerCase())),
    tags:
      scope.kind === 'account'
        ? allTags
        : allTags.filter((t) => carriedNames.has(t.name.toLowerCase())),
    companies: completed.companies,
    people: completed.people,
    deals: completed.deals,
    todos: completed.todos,
    communications: communications.map((entry, index) => ({
      ...entry,
      communication: completed.communicationList[index]!,
    })),
  };
}
