import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, listKey, useApiMutation } from './cache';
import {
  contactQueries,
  listContactAffiliations,
  listContactCommunications,
  listContactTodos,
} from './contactRecords';
import { getSortedList, type ContactSort, type SortedPage, type SortFields } from './contactSort';
import { servicePath, type ApiClient, type QueryParams } from './http/client';
import { createRecord, getDocument, getShown, sendWrite, type Shown } from './http/requests';
import {
  pagingQuery,
  searchTime,
  type Paging,
  type UpdateArgs,
  type DeleteOptions,
} from './records';
import type { Affiliation } from '#xml/affiliation';
import type { Communication } from '#xml/communication';
import {
  decodeCompany,
  decodeCompanyList,
  encodeCompanyWrite,
  type Company,
  type CompanyWrite,
} from '#xml/company';
import { decodePersonList, type Person } from '#xml/person';
import type { Todo } from '#xml/todo';

/** Search parameters of GET /service/companies.xml (all optional, combined with AND) and paging. */
export interface CompanySearch extends Paging {
  name?: string;
  /** A part of an e-mail address. */
  email?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  tag?: string;
  /** State code of a location. */
  state?: string;
}

function companyQuery(search: CompanySearch): QueryParams {
  return {
    ...pagingQuery(search),
    name: search.name,
    email: search.email,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    state: search.state,
  };
}

export function listCompanies(
  client: ApiClient,
  search: CompanySearch = {},
  signal?: AbortSignal,
): Promise<Company[]> {
  return getDocument(
    client,
    servicePath('companies'),
    'companies',
    decodeCompanyList,
    companyQuery(search),
    signal,
  );
}

const companySortFields = (c: Company): SortFields => ({
  id: c.id,
  name: c.name,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** A page in the chosen order (see contactSort.ts); null keeps the API's order (by id). */
export async function listCompaniesSorted(
  client: ApiClient,
  search: CompanySearch,
  sort: ContactSort | null,
  signal?: AbortSignal,
): Promise<SortedPage<Company>> {
  if (sort === null)
    return { rows: await listCompanies(client, search, signal), sortedBy: 'server' };
  const request = {
    path: servicePath('companies'),
    root: 'companies',
    decode: decodeCompanyList,
    query: companyQuery(search),
    sort,
    fieldsOf: companySortFields,
  };
  return getSortedList(client, request, signal);
}

export function getCompany(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Shown<Company>> {
  return getShown(client, servicePath('companies', id), 'company', decodeCompany, signal);
}

/** Resolves with the new company's id. */
export function createCompany(
  client: ApiClient,
  input: CompanyWrite,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(
    client,
    servicePath('companies'),
    encodeCompanyWrite(input),
    'companies',
    signal,
  );
}

export function updateCompany(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<CompanyWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('companies', id), {
    body: encodeCompanyWrite(input),
    ifMatch,
    signal,
  });
}

export function deleteCompany(
  client: ApiClient,
  id: number,
  options: DeleteOptions = {},
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('companies', id), options);
}

export function listCompanyCommunications(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Communication[]> {
  return listContactCommunications(client, { collection: 'companies', id }, signal);
}

export function listCompanyTodos(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Todo[]> {
  return listContactTodos(client, { collection: 'companies', id }, signal);
}

export function listCompanyAffiliations(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Affiliation[]> {
  return listContactAffiliations(client, { collection: 'companies', id }, signal);
}

/** The company's employees (the first page): people carrying `company` and `company_id`. */
export function listCompanyEmployees(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Person[]> {
  return listCompanyEmployeesPage(client, { id }, signal);
}

/** A page of the company's employees from `offset`, at most `limit` of them. */
export function listCompanyEmployeesPage(
  client: ApiClient,
  { id, ...paging }: { id: number } & Paging,
  signal?: AbortSignal,
): Promise<Person[]> {
  return getDocument(
    client,
    servicePath('companies', id, 'people'),
    'people',
    decodePersonList,
    pagingQuery(paging),
    signal,
  );
}

export const companyQueries = {
  all: () => ['companies'] as const,
  list: (client: ApiClient, search: CompanySearch = {}) =>
    queryOptions({
      queryKey: listKey('companies', search),
      queryFn: ({ signal }) => listCompanies(client, search, signal),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('companies', id),
      queryFn: ({ signal }) => getCompany(client, id, signal),
    }),
  communications: (client: ApiClient, id: number) =>
    contactQueries.communications(client, { collection: 'companies', id }),
  todos: (client: ApiClient, id: number) =>
    contactQueries.todos(client, { collection: 'companies', id }),
  affiliations: (client: ApiClient, id: number) =>
    contactQueries.affiliations(client, { collection: 'companies', id }),
  employees: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('companies', id, 'people'),
      queryFn: ({ signal }) => listCompanyEmployees(client, id, signal),
    }),
};

export function useCreateCompany() {
  return useApiMutation(createCompany, (queryClient) =>
    invalidateCollection(queryClient, 'companies'),
  );
}
