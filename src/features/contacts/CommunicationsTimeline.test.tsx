// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/http/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CommunicationsTimeline } from './CommunicationsTimeline';
import { basicAuthorization } from '../../../server/http/basicAuth';

/** The timeline against the real service: newest first, each participant with its role. */
let service: TestService;
let client: ApiClient;
let companyId: number;
let otherCompanyId: number;
let olderId: number;
let newerId: number;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function participate(
  communicationId: number,
  contactId: number,
  role: string,
): Promise<void> {
  const added = await service.request(
    'PUT',
    `/service/communications/${communicationId}/add_participant.xml?contact_id=${contactId}&role=${role}`,
  );
  expect(added.status).toBe(200);
}

beforeAll(async () => {
  service = await startTestService();
  companyId = await create('companies', '<company><name>Timeline Co</name></company>');
  otherCompanyId = await create('companies', '<company><name>Quiet Co</name></company>');
  const personId = await create(
    'people',
    '<person><first_name>Ann</first_name><last_name>Lee</last_name></person>',
  );
  olderId = await create(
    'communications',
    '<communication><subject>Kick-off call</subject><ctype>phone</ctype><date>2026-01-05 10:00:00</date></communication>',
  );
  newerId = await create(
    'communications',
    '<communication><subject>Proposal sent</subject><body>Attached.</body><ctype>email</ctype><date>2026-02-01 09:00:00</date></communication>',
  );
  await participate(olderId, companyId, 'to');
  await participate(newerId, companyId, 'from');
  await participate(newerId, personId, 'to');
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

describe('CommunicationsTimeline', () => {
  it('lists a company’s communications newest first with each participant’s role', async () => {
    renderWithApp(<CommunicationsTimeline kind="company" id={companyId} />, { apiClient: client });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Proposal sent',
        'Kick-off call',
      ]),
    );
    expect(await screen.findByText('From: this company · To: Ann Lee')).toBeInTheDocument();
    expect(await screen.findByText('To: this company')).toBeInTheDocument();
  });

  it('links each subject to its communication and spells types as the rest of the console', async () => {
    renderWithApp(<CommunicationsTimeline kind="company" id={companyId} />, { apiClient: client });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2), {
      timeout: 5000,
    });
    const links = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Proposal sent', `/communications/${newerId}`],
      ['Kick-off call', `/communications/${olderId}`],
    ]);
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });

  it('says what to do when there are none', async () => {
    renderWithApp(<CommunicationsTimeline kind="company" id={otherCompanyId} />, {
      apiClient: client,
    });
    expect(await screen.findByText(/No communications with this company yet/)).toBeInTheDocument();
  });
});
