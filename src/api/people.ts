import { contactRelations } from './contactRecords';
import { getSortedList, type ContactSort, type SortedPage, type SortFields } from './contactSort';
import { servicePath, type ApiClient, type QueryParams } from './client/client';
import { pagingQuery, searchTime, type Paging } from './records';
import { recordResource } from './recordResource';
import {
  decodePerson,
  decodePersonList,
  encodePersonWrite,
  type Person,
  type PersonWrite,
} from '#xml/person';

/** Search parameters of GET /service/people.xml (decisions.md; combined with AND) and paging. */
export interface PersonSearch extends Paging {
  /** Matches the first, last or full name. */
  name?: string;
  /** A part of a location's e-mail address. */
  email?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  tag?: string;
  state?: string;
  companyId?: number;
}

function personQuery(search: PersonSearch): QueryParams {
  return {
    ...pagingQuery(search),
    name: search.name,
    email: search.email,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    state: search.state,
    company_id: search.companyId,
  };
}

const people = recordResource<Person, PersonWrite, PersonSearch>({
  collection: 'people',
  element: 'person',
  decodeOne: decodePerson,
  decodeList: decodePersonList,
  encodeWrite: encodePersonWrite,
  searchQuery: personQuery,
});

export const listPeople = (client: ApiClient, search: PersonSearch = {}, signal?: AbortSignal) =>
  people.list(client, search, signal);
export const getPerson = people.get;
export const createPerson = people.create;
export const updatePerson = people.update;
export const deletePerson = people.remove;

const personSortFields = (p: Person): SortFields => ({
  id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  lastFirst: `${p.lastName} ${p.firstName}`.trim(),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** A page in the chosen order (see contactSort.ts); null keeps the API's order (by id). */
export async function listPeopleSorted(
  client: ApiClient,
  search: PersonSearch,
  sort: ContactSort | null,
  signal?: AbortSignal,
): Promise<SortedPage<Person>> {
  if (sort === null) return { rows: await listPeople(client, search, signal), sortedBy: 'server' };
  const request = {
    path: servicePath('people'),
    root: 'people',
    decode: decodePersonList,
    query: personQuery(search),
    sort,
    fieldsOf: personSortFields,
  };
  return getSortedList(client, request, signal);
}

const related = contactRelations('people');
export const listPersonCommunications = related.listCommunications;
export const listPersonTodos = related.listTodos;
export const listPersonAffiliations = related.listAffiliations;

export const personQueries = {
  ...people.queries,
  list: (client: ApiClient, search: PersonSearch = {}) => people.queries.list(client, search),
  ...related.queries,
};

export const useCreatePerson = people.useCreate;
