import { afterEach, describe, expect, it } from 'vitest';
import { listCompaniesSorted } from './companies';
import { compareForSort, parseSortParam, type SortFields } from './contactSort';
import { createApiClient } from './client/client';
import { listPeopleSorted } from './people';
import { sampleCompany, samplePerson } from './testing/sampleRecords';
import { startTinyServer, type TinyServer } from './testing/tinyServer';
import { encodeCompanyList } from '#xml/company';
import { encodePersonList } from '#xml/person';

const fields = (id: number, name: string, updatedAt = '2024-01-01T00:00:00Z'): SortFields => ({
  id,
  name,
  createdAt: updatedAt,
  updatedAt,
});

describe('sort parameters', () => {
  it('reads only the keys the list offers, with or without "-"', () => {
    expect(parseSortParam('name', ['name', 'updated_at'])).toEqual({
      key: 'name',
      descending: false,
    });
    expect(parseSortParam('-updated_at', ['name', 'updated_at'])).toEqual({
      key: 'updated_at',
      descending: true,
    });
    expect(parseSortParam('last_name', ['name'])).toBeNull();
    expect(parseSortParam('--name', ['name'])).toBeNull();
    expect(parseSortParam(null, ['name'])).toBeNull();
  });

  it('orders names without regard to case, then by id; descending reverses the key only', () => {
    const rows = [fields(3, 'beta'), fields(1, 'Beta'), fields(2, 'alpha')];
    expect(
      [...rows].sort(compareForSort({ key: 'name', descending: false }, (r) => r)).map((r) => r.id),
    ).toEqual([2, 1, 3]);
    expect(
      [...rows].sort(compareForSort({ key: 'name', descending: true }, (r) => r)).map((r) => r.id),
    ).toEqual([1, 3, 2]);
    const times = [
      fields(1, 'x', '2024-05-01T00:00:00Z'),
      fields(2, 'x', '2025-01-01T00:00:00Z'),
      fields(3, 'x', '2023-01-01T00:00:00Z'),
    ];
    expect(
      [...times]
        .sort(compareForSort({ key: 'updated_at', descending: true }, (r) => r))
        .map((r) => r.id),
    ).toEqual([2, 1, 3]);
  });
});

/** A server without the extension (a classic API) answers in id order and says nothing about sorting. */
describe('a list from a server that cannot sort', () => {
  let server: TinyServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the sort, then sorts the page itself and says that only the page is sorted', async () => {
    const companies = [
      { ...sampleCompany, id: 1, name: 'zeta' },
      { ...sampleCompany, id: 2, name: 'Alpha' },
      { ...sampleCompany, id: 3, name: 'mid' },
    ];
    server = await startTinyServer(() => ({
      headers: { 'content-type': 'application/xml' },
      body: encodeCompanyList(companies),
    }));
    const client = createApiClient({ baseUrl: `${server.url}/service` });
    const page = await listCompaniesSorted(
      client,
      { tag: 'vip', limit: 3 },
      { key: 'name', descending: false },
    );
    expect(page.sortedBy).toBe('page');
    expect(page.rows.map((c) => c.name)).toEqual(['Alpha', 'mid', 'zeta']);
    const sent = new URL(server.requests[0]!.url, server.url).searchParams;
    expect([sent.get('sort'), sent.get('tag'), sent.get('limit')]).toEqual(['name', 'vip', '3']);
  });

  it('trusts the order when the server confirms it with X-Crm-Sort', async () => {
    const people = [
      { ...samplePerson, id: 7, firstName: 'Zoe', lastName: 'Adams' },
      { ...samplePerson, id: 8, firstName: 'Al', lastName: 'Young' },
    ];
    server = await startTinyServer(() => ({
      headers: { 'content-type': 'application/xml', 'x-crm-sort': 'last_name' },
      body: encodePersonList(people),
    }));
    const client = createApiClient({ baseUrl: `${server.url}/service` });
    const page = await listPeopleSorted(client, {}, { key: 'last_name', descending: false });
    // As the server sent them: confirmed, so not re-sorted here (its order spans all pages).
    expect(page).toMatchObject({ sortedBy: 'server' });
    expect(page.rows.map((p) => p.id)).toEqual([7, 8]);
  });

  it('sorts people by last name within the page when unconfirmed', async () => {
    const people = [
      { ...samplePerson, id: 1, firstName: 'Al', lastName: 'Young' },
      { ...samplePerson, id: 2, firstName: 'Zoe', lastName: 'Adams' },
    ];
    server = await startTinyServer(() => ({
      headers: { 'content-type': 'application/xml', 'x-crm-sort': 'name' },
      body: encodePersonList(people),
    }));
    const client = createApiClient({ baseUrl: `${server.url}/service` });
    // The header names another order than the one asked for: not a confirmation.
    const page = await listPeopleSorted(client, {}, { key: 'last_name', descending: false });
    expect(page.sortedBy).toBe('page');
    expect(page.rows.map((p) => p.id)).toEqual([2, 1]);
  });
});
