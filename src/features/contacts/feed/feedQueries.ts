import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Communication } from '#xml/communication';
import type { Todo } from '#xml/todo';
import { detailKey } from '#api/cache';
import type { ApiClient } from '#api/client/client';
import type { ContactCollection, RecordRef } from '#api/records';
import type { FeedFilter, FeedItem, ItemOwner } from './feedItems';
import { finished, streamsToRead, takeSafe, withPage, type StreamState } from './feedMerge';
import {
  fanOut,
  initialStream,
  readSource,
  sourcesOf,
  type CompanyPeople,
  wholeListsOf,
  type FeedSource,
  type WholeLists,
} from './feedSources';
import { isUpcoming } from './upcoming';

/** One page of the feed: what can be shown, and where reading stands. */
export interface FeedPage {
  items: FeedItem[];
  streams: StreamState<FeedSource>[];
  /** A company's people whose lists are included (first page only). */
  people?: ItemOwner[];
  /** The company has more people than the feed reads. */
  morePeople?: boolean;
}

/** Below the record's detail key: whatever refreshes the record (a new comment) refreshes its feed. */
export const feedKey = (record: RecordRef, ...rest: (string | number)[]) =>
  detailKey(record.collection, record.id, 'feed', ...rest);

/**
 * The company's people, its to-dos and its communications are read by the history and by the
 * planned part (and the people by the log dialog too), which a record page asks for at the same
 * time: each is one cache entry under the feed, so one request (or the read `index.html` sent
 * early) answers all of them, and whatever refreshes the feed refreshes them.
 */
const sharedQueries = {
  people: (client: ApiClient, record: RecordRef) =>
    queryOptions({
      queryKey: feedKey(record, 'people'),
      queryFn: ({ signal }) => fanOut(client, record, signal),
    }),
  todos: (client: ApiClient, record: RecordRef<ContactCollection>) =>
    queryOptions({
      queryKey: feedKey(record, 'todos'),
      queryFn: ({ signal }) => wholeListsOf(client).todos(record, signal),
    }),
  communications: (client: ApiClient, record: RecordRef<ContactCollection>) =>
    queryOptions({
      queryKey: feedKey(record, 'communications'),
      queryFn: ({ signal }) => wholeListsOf(client).communications(record, signal),
    }),
};

/** The whole lists from the query cache: fresh data or a read in flight is shared, never repeated. */
const cachedWholeLists = (client: ApiClient, queryClient: QueryClient): WholeLists => ({
  todos: (record) => queryClient.fetchQuery(sharedQueries.todos(client, record)),
  communications: (record) => queryClient.fetchQuery(sharedQueries.communications(client, record)),
});

async function readPage(
  client: ApiClient,
  queryClient: QueryClient,
  record: RecordRef,
  filter: FeedFilter,
  cursor: StreamState<FeedSource>[] | null,
  signal: AbortSignal,
): Promise<FeedPage> {
  const lists = cachedWholeLists(client, queryClient);
  let people: CompanyPeople | undefined;
  if (cursor === null) people = await queryClient.fetchQuery(sharedQueries.people(client, record));
  let streams: StreamState<FeedSource>[] =
    cursor ?? sourcesOf(record, filter, people?.people).map(initialStream);
  // A page read may keep nothing (a page of the stream that only held comments, or deal changes
  // the feed does not tell): such a list is read further, until every unfinished list has
  // something buffered or is done, so the merge knows how far down each has been read.
  for (let toRead = streamsToRead(streams); toRead.length > 0; toRead = streamsToRead(streams)) {
    const reading: StreamState<FeedSource>[] = streams;
    const read = await Promise.all(
      toRead.map((index) =>
        readSource(client, reading[index]!.source, reading[index]!.offset, signal, lists),
      ),
    );
    streams = reading.map((stream, index) => {
      const at = toRead.indexOf(index);
      if (at === -1) return stream;
      const { items, read: count, pageSize } = read[at]!;
      return withPage(stream, items, count, pageSize);
    });
  }
  const { items, streams: rest } = takeSafe(streams);
  return { items, streams: rest, people: people?.people, morePeople: people?.more };
}

/** Query options factories of the record feed (the console's rule: no inline query options). */
export const feedQueries = {
  history: (client: ApiClient, record: RecordRef, filter: FeedFilter) =>
    infiniteQueryOptions({
      queryKey: feedKey(record, 'history', filter),
      queryFn: ({ pageParam, signal, client: queryClient }) =>
        readPage(client, queryClient, record, filter, pageParam, signal),
      initialPageParam: null as StreamState<FeedSource>[] | null,
      getNextPageParam: (last: FeedPage) => (finished(last.streams) ? undefined : last.streams),
    }),
  /** A company's first people (nobody for other records): fanned out to, offered first in the log dialog. */
  people: sharedQueries.people,
  /** Open to-dos and upcoming communications of a company or person, soonest first. */
  planned: (client: ApiClient, record: RecordRef<ContactCollection>) =>
    queryOptions({
      queryKey: feedKey(record, 'planned'),
      queryFn: async ({ client: queryClient }) => {
        const lists = cachedWholeLists(client, queryClient);
        const [todos, communications] = await Promise.all([
          lists.todos(record),
          lists.communications(record),
        ]);
        return plannedOf(todos, communications, new Date().toISOString());
      },
    }),
};

export type PlannedItem =
  | { type: 'todo'; key: string; at: string | null; todo: Todo }
  | { type: 'communication'; key: string; at: string; communication: Communication };

/**
 * Open to-dos (by due date, undated last) and communications dated after `now` (`isUpcoming`),
 * soonest first.
 */
export function plannedOf(
  todos: readonly Todo[],
  communications: readonly Communication[],
  now: string,
): PlannedItem[] {
  const nowMs = Date.parse(now);
  const items: PlannedItem[] = [
    ...todos
      .filter((t) => !t.complete)
      .map((todo) => ({ type: 'todo' as const, key: `todo:${todo.id}`, at: todo.dueDate, todo })),
    ...communications
      .filter((c) => isUpcoming(c, nowMs))
      .map((communication) => ({
        type: 'communication' as const,
        key: `communication:${communication.id}`,
        at: communication.date!,
        communication,
      })),
  ];
  return items.sort((a, b) => {
    if (a.at === b.at) return a.key.localeCompare(b.key);
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return a.at.localeCompare(b.at);
  });
}

/** Every record feed on screen reads itself again (a write may show in a company's and its person's feed). */
export function invalidateFeeds(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[3] === 'feed' });
}
