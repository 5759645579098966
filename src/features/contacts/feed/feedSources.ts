import type { ActivityRecordType } from '#xml/activity';
import type { Communication } from '#xml/communication';
import type { Todo } from '#xml/todo';
import { fullName, type Person } from '#xml/person';
import { listRecentActivities } from '#api/activities';
import { listRecordComments } from '#api/comments';
import { listCompanyEmployeesPage } from '#api/companies';
import { listContactCommunications, listContactTodos } from '#api/contactRecords';
import { readEveryPage } from '#api/everyPage';
import type { ApiClient } from '#api/client/client';
import type { ContactCollection, RecordCollection, RecordRef } from '#api/records';
import {
  changeItem,
  commentItem,
  communicationItem,
  dealChangeItem,
  todoItem,
  type FeedCategory,
  type FeedFilter,
  type FeedItem,
  type ItemOwner,
  type RecordNoun,
} from './feedItems';
import type { StreamState } from './feedMerge';
import { feedMessages } from './messages';
import { isUpcoming } from './upcoming';

/** The lists a feed reads (plain data: kept in the page cursor). */
export type FeedSource =
  /** A record's comments, newest first, a page at a time. */
  | { read: 'comments'; record: RecordRef; owner?: ItemOwner }
  /** A record's activity stream, newest first, a page at a time. */
  | { read: 'activities'; record: RecordRef }
  /** A contact's communications: the API lists them oldest first, so they are read whole. */
  | { read: 'communications'; record: RecordRef<ContactCollection>; owner?: ItemOwner }
  /** A contact's to-dos (the API does not page them): the completed ones. */
  | { read: 'todos'; record: RecordRef<ContactCollection> }
  /** The activity stream's entries of a contact's deals, newest first, a page at a time. */
  | { read: 'dealChanges'; record: RecordRef<ContactCollection> };

/** Items per page of the paged lists. */
export const PAGE_SIZE = 25;
/** A company's feed includes its first 50 people's comments and communications. */
export const FAN_OUT = 50;

const RECORD_TYPE: Readonly<Record<RecordCollection, ActivityRecordType>> = {
  companies: 'Company',
  people: 'Person',
  deals: 'Deal',
  todos: 'Todo',
  communications: 'Communication',
};

export const RECORD_NOUN: Readonly<Record<RecordCollection, RecordNoun>> = {
  companies: 'company',
  people: 'person',
  deals: 'deal',
  todos: 'to-do',
  communications: 'communication',
};

const isContact = (record: RecordRef): record is RecordRef<ContactCollection> =>
  record.collection === 'companies' || record.collection === 'people';

const CATEGORY_OF_SOURCE: Readonly<Record<FeedSource['read'], FeedCategory>> = {
  comments: 'comments',
  activities: 'changes',
  communications: 'communications',
  todos: 'todos',
  dealChanges: 'changes',
};

/** The lists of one record that a filter needs; a company's people are added by `fanOut`. */
export function sourcesOf(
  record: RecordRef,
  filter: FeedFilter,
  people: readonly ItemOwner[] = [],
) {
  const all: FeedSource[] = [
    { read: 'comments', record },
    { read: 'activities', record },
    ...(isContact(record)
      ? [
          { read: 'communications', record } as const,
          { read: 'todos', record } as const,
          { read: 'dealChanges', record } as const,
        ]
      : []),
    ...people.flatMap((owner): FeedSource[] =>
      isContact(owner.record)
        ? [
            { read: 'comments', record: owner.record, owner },
            { read: 'communications', record: owner.record, owner },
          ]
        : [],
    ),
  ];
  return all.filter((s) => filter === 'all' || CATEGORY_OF_SOURCE[s.read] === filter);
}

export interface CompanyPeople {
  /** As listed (their company and e-mail tell namesakes apart in the log dialog). */
  persons: Person[];
  people: ItemOwner[];
  /** The company has more people than these. */
  more: boolean;
}

/** A company's first `FAN_OUT` people (and whether it has more); nobody for other records. */
export async function fanOut(
  client: ApiClient,
  record: RecordRef,
  signal?: AbortSignal,
): Promise<CompanyPeople> {
  if (record.collection !== 'companies') return { persons: [], people: [], more: false };
  const page = await listCompanyEmployeesPage(
    client,
    { id: record.id, offset: 0, limit: FAN_OUT + 1 },
    signal,
  );
  const persons = page.slice(0, FAN_OUT);
  const people = persons.map((p) => ({
    record: { collection: 'people' as const, id: p.id },
    name: fullName(p) || feedMessages.t('item.unnamedPerson', { id: p.id }),
  }));
  return { persons, people, more: page.length > FAN_OUT };
}

export const initialStream = (source: FeedSource): StreamState<FeedSource> => ({
  source,
  offset: 0,
  done: false,
  buffer: [],
});

/**
 * The whole lists a feed reads that the planned part reads too. `readSource` gets them from here so
 * that the caller can answer both from one request (`feedQueries` passes the query cache).
 */
export interface WholeLists {
  todos(record: RecordRef<ContactCollection>, signal?: AbortSignal): Promise<Todo[]>;
  communications(
    record: RecordRef<ContactCollection>,
    signal?: AbortSignal,
  ): Promise<Communication[]>;
}

/** The whole lists read straight from the API, each time. */
export const wholeListsOf = (client: ApiClient): WholeLists => ({
  todos: (record, signal) => listContactTodos(client, record, signal),
  communications: async (record, signal) =>
    (
      await readEveryPage(
        (page, pageSignal) => listContactCommunications(client, { ...record, ...page }, pageSignal),
        { signal },
      )
    ).records,
});

/** The next read of one list: its items, how many records it read, and the page size asked. */
export async function readSource(
  client: ApiClient,
  source: FeedSource,
  offset: number,
  signal?: AbortSignal,
  lists: WholeLists = wholeListsOf(client),
): Promise<{ items: FeedItem[]; read: number; pageSize: number | 'whole' }> {
  const paging = { offset, limit: PAGE_SIZE };
  switch (source.read) {
    case 'comments': {
      const page = await listRecordComments(client, source.record, paging, signal);
      return {
        items: page.map((c) => commentItem(source.record, c, source.owner)),
        read: page.length,
        pageSize: PAGE_SIZE,
      };
    }
    case 'activities': {
      const page = await listRecentActivities(
        client,
        {
          ...paging,
          record: { type: RECORD_TYPE[source.record.collection], id: source.record.id },
        },
        signal,
      );
      const noun = RECORD_NOUN[source.record.collection];
      return {
        // A comment shows as itself (with its text), not as the change "commented".
        items: page.filter((a) => a.kind !== 'commented').map((a) => changeItem(a, noun)),
        read: page.length,
        pageSize: PAGE_SIZE,
      };
    }
    case 'dealChanges': {
      const page = await listRecentActivities(
        client,
        { ...paging, dealsOfContact: source.record.id },
        signal,
      );
      return {
        // Created, status and amount changes; a page may hold none of them.
        items: page.flatMap((a) => dealChangeItem(a) ?? []),
        read: page.length,
        pageSize: PAGE_SIZE,
      };
    }
    case 'communications': {
      const records = await lists.communications(source.record, signal);
      // Upcoming ones are planned, not history.
      const now = Date.now();
      const past = records.filter((c) => !isUpcoming(c, now));
      return {
        items: past.map((c) => communicationItem(c, source.owner)),
        read: records.length,
        pageSize: 'whole',
      };
    }
    case 'todos': {
      const todos = await lists.todos(source.record, signal);
      return {
        items: todos.filter((t) => t.complete).map(todoItem),
        read: todos.length,
        pageSize: 'whole',
      };
    }
  }
}
