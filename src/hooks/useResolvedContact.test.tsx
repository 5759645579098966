// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../api/client/client';
import { escapeXml } from '#xml/writer';
import { renderWithApp } from '../app/testing/renderWithApp';
import { ContactLink } from '../components/ContactLink';
import { rememberContactKind, rememberedContactKind } from '../lib/contactKindMemory';
import { requestUrl } from '../api/testing/requestUrl';
import { basicAuthorization } from '../../server/http/basicAuth';

/**
 * Naming bare contact ids (a to-do's participants) against the real service: which collection is
 * asked, as the requests the console sent show. A company must not be asked for as a person again
 * once this browser has seen it, even after a reload.
 */
let service: TestService;
let client: ApiClient;
let sent: string[] = [];
const gets = (path: string) => sent.filter((line) => line === `GET ${path}`).length;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}
const company = (name: string) =>
  create('companies', `<company><name>${escapeXml(name)}</name></company>`);
const person = (first: string) =>
  create('people', `<person><first_name>${escapeXml(first)}</first_name></person>`);

beforeAll(async () => {
  service = await startTestService();
  const realFetch = globalThis.fetch;
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(requestUrl(input)).pathname}`);
      return realFetch(input, init);
    },
  });
});

afterAll(async () => {
  await service.close();
});

beforeEach(() => {
  sent = [];
});

afterEach(cleanup);

/** A fresh console (its own query cache), as after a reload; only the browser's memory is shared. */
const renderLink = (id: number) =>
  renderWithApp(<ContactLink contact={{ id }} />, { apiClient: client });

describe('naming a contact by id alone', () => {
  it('asks for a company remembered from an earlier visit as a company at once', async () => {
    const acme = await company('Acme');
    // Written by an earlier page load, before this module read its memory.
    localStorage.setItem('crm.contactKinds', JSON.stringify({ [acme]: 'c' }));
    renderLink(acme);
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      `/companies/${acme}`,
    );
    expect([gets(`/service/people/${acme}.xml`), gets(`/service/companies/${acme}.xml`)]).toEqual([
      0, 1,
    ]);
  });

  it('tries an unknown id as a person, then as a company, and after a reload asks the company only', async () => {
    const initech = await company('Initech');
    renderLink(initech);
    expect(await screen.findByRole('link', { name: 'Initech' })).toHaveAttribute(
      'href',
      `/companies/${initech}`,
    );
    expect([
      gets(`/service/people/${initech}.xml`),
      gets(`/service/companies/${initech}.xml`),
    ]).toEqual([1, 1]);
    expect(JSON.parse(localStorage.getItem('crm.contactKinds')!)).toMatchObject({ [initech]: 'c' });

    cleanup();
    sent = [];
    renderLink(initech);
    expect(await screen.findByRole('link', { name: 'Initech' })).toBeInTheDocument();
    expect(sent).toEqual([`GET /service/companies/${initech}.xml`]);
  });

  it('corrects a wrong memory with one 404', async () => {
    const ada = await person('Ada');
    rememberContactKind(ada, 'companies');
    renderLink(ada);
    expect(await screen.findByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      `/people/${ada}`,
    );
    expect([gets(`/service/companies/${ada}.xml`), gets(`/service/people/${ada}.xml`)]).toEqual([
      1, 1,
    ]);
    expect(rememberedContactKind(ada)).toBe('people');
  });

  it('asks once as each kind for a contact that is gone, and names it by number', async () => {
    const gone = await person('Gone');
    expect((await service.request('DELETE', `/service/people/${gone}.xml`)).status).toBe(200);
    renderLink(gone);
    await waitFor(() => expect(gets(`/service/companies/${gone}.xml`)).toBe(1));
    // Time for any further request to go out: there must be none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([`GET /service/people/${gone}.xml`, `GET /service/companies/${gone}.xml`]);
    expect(screen.getByText(`Contact #${gone}`)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
