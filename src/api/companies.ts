import { queryOptions } from '@tanstack/react-query';
import { detailKey } from './cache';
import { contactRelations } from './contactRecords';
import { getSortedList, type ContactSort, type SortedPage, type SortFields } from './contactSort';
import { servicePath, type ApiClient, type QueryParams } from './client/client';
import { getDocument } from './client/requests';
import { pagingQuery, searchTime, type Paging } from './records';
import { recordResource } from './recordResource';
import {
  decodeCompany,
  decodeCompanyList,
  encodeCompanyWrite,
  type Company,
  type CompanyWrite,
} from '#xml/company';
import { decodePersonList, type Person } from '#xml/person';

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

const companies = recordResource<Company, CompanyWrite, CompanySearch>({
  collection: 'companies',
  element: 'company',
  decodeOne: decodeCompany,
  decodeList: decodeCompanyList,
  encodeWrite: encodeCompanyWrite,
  searchQuery: companyQuery,
});

export const listCompanies = (
  client: ApiClient,
  search: CompanySearch = {},
  signal?: AbortSignal,
) => companies.list(client, search, signal);
export const getCompany = companies.get;
export const createCompany = companies.create;
export const updateCompany = companies.update;
export const deleteCompany = companies.remove;

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

const related = contactRelations('companies');
export const listCompanyCommunications = related.listCommunications;
export const listCompanyTodos = related.listTodos;
export const listCompanyAffiliations = related.listAffiliations;

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
  ...companies.queries,
  list: (client: ApiClient, search: CompanySearch = {}) => companies.queries.list(client, search),
  ...related.queries,
  employees: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('companies', id, 'people'),
      queryFn: ({ signal }) => listCompanyEmployees(client, id, signal),
    }),
};

export const useCreateCompany = companies.useCreate;
