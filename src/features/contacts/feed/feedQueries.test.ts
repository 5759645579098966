import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../../api/client/client';
import type { RecordRef } from '../../../api/records';
import { createQueryClient } from '../../../app/queryClient';
import { basicAuthorization } from '#server/http/basicAuth';
import { feedQueries, invalidateFeeds } from './feedQueries';

/**
 * A record page asks for its feed's history, its planned part and (a company) the people the log
 * dialog offers at the same time; they read the same lists, which must each be asked for once.
 */
let service: TestService;
let companyId: number;
let sent: string[];
let client: ApiClient;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status, created.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function addTodo(title: string): Promise<void> {
  const id = await create('todos', `<todo><title>${title}</title></todo>`);
  const related = await service.request(
    'PUT',
    `/service/todos/${id}/add_related_contact.xml?contact_id=${companyId}`,
  );
  expect(related.status, related.text).toBe(200);
}

beforeAll(async () => {
  service = await startTestService();
  companyId = await create('companies', '<company><name>Shared Reads Co</name></company>');
  await create(
    'people',
    `<person><first_name>Ada</first_name><last_name>Lovelace</last_name><company_id>${companyId}</company_id></person>`,
  );
  await addTodo('Send the offer');
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      sent.push(url.pathname + url.search);
      return globalThis.fetch(input, init);
    },
    early: () => undefined,
  });
});

afterAll(async () => {
  await service.close();
});

async function loadRecordPage(queryClient: QueryClient, record: RecordRef<'companies'>) {
  await Promise.all([
    queryClient.prefetchQuery(feedQueries.planned(client, record)),
    queryClient.prefetchInfiniteQuery(feedQueries.history(client, record, 'all')),
    queryClient.prefetchQuery(feedQueries.people(client, record)),
  ]);
}

describe('feed queries', () => {
  it('ask for each list once when the history, the planned part and the people load together', async () => {
    sent = [];
    const queryClient = createQueryClient();
    const record = { collection: 'companies', id: companyId } as const;
    await loadRecordPage(queryClient, record);
    const repeated = sent.filter((url, index) => sent.indexOf(url) !== index);
    expect(repeated).toEqual([]);
    // The lists both parts read were read (so the check above looked at them).
    expect(sent).toContain(`/service/companies/${companyId}/todos.xml`);
    expect(sent.some((url) => url.startsWith(`/service/companies/${companyId}/people.xml`))).toBe(
      true,
    );
    const planned = queryClient.getQueryData(feedQueries.planned(client, record).queryKey);
    expect(planned?.map((item) => item.type)).toEqual(['todo']);
  });

  it('reads the shared lists again when the feed is refreshed', async () => {
    sent = [];
    const queryClient = createQueryClient();
    const record = { collection: 'companies', id: companyId } as const;
    await loadRecordPage(queryClient, record);
    await addTodo('Call back');
    // Observed as a screen would, so that refreshing the feed refetches it.
    const unsubscribe = new QueryObserver(
      queryClient,
      feedQueries.planned(client, record),
    ).subscribe(() => {});
    await invalidateFeeds(queryClient);
    unsubscribe();
    const planned = queryClient.getQueryData(feedQueries.planned(client, record).queryKey);
    expect(planned).toHaveLength(2);
  });
});
