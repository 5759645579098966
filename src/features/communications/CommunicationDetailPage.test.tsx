// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeCommunication } from '#xml/communication';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CommunicationDetailPage } from './CommunicationDetailPage';
import { basicAuthorization } from '#server/http/basicAuth';

/** A communication's page against the real service: sections, participants by role with links, editing the date. */
let service: TestService;
let client: ApiClient;
let communicationId: number;
let annId: number;
let bobId: number;
let acmeId: number;
let zedId: number;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function participate(contactId: number, role: string): Promise<void> {
  const added = await service.request(
    'PUT',
    `/service/communications/${communicationId}/add_participant.xml?contact_id=${contactId}&role=${role}`,
  );
  expect(added.status).toBe(200);
}

async function storedDate(): Promise<string | null> {
  const shown = await service.request('GET', `/service/communications/${communicationId}.xml`);
  return decodeCommunication(shown.xml!).date;
}

beforeAll(async () => {
  service = await startTestService();
  annId = await create(
    'people',
    '<person><first_name>Ann</first_name><last_name>Lee</last_name></person>',
  );
  bobId = await create(
    'people',
    '<person><first_name>Bob</first_name><last_name>Stone</last_name></person>',
  );
  zedId = await create(
    'people',
    '<person><first_name>Zed</first_name><last_name>Quinn</last_name></person>',
  );
  acmeId = await create('companies', '<company><name>Acme</name></company>');
  communicationId = await create(
    'communications',
    '<communication><subject>Renewal</subject><body>Terms.</body><ctype>email</ctype><date>2026-02-01 09:00:00</date></communication>',
  );
  // Added out of header order, so the page has to put them in order.
  await participate(bobId, 'bcc');
  await participate(zedId, 'cc');
  await participate(acmeId, 'to');
  await participate(annId, 'from');
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

// The first render loads the page, its participants and each participant's record: slow on a busy machine.
const LOADED = { timeout: 10_000 };

function renderPage() {
  return renderWithApp(null, {
    url: `/communications/${communicationId}`,
    apiClient: client,
    routes: [{ path: '/communications/:id', element: <CommunicationDetailPage /> }],
  });
}

describe('CommunicationDetailPage', () => {
  it('puts tags and comments under their own headings, as contact pages do', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Renewal' }, LOADED);
    for (const name of ['Participants', 'Tags', 'Comments']) {
      expect(screen.getByRole('region', { name })).toContainElement(
        screen.getByRole('heading', { level: 2, name }),
      );
    }
    expect(
      within(screen.getByRole('region', { name: 'Comments' })).getByRole('textbox'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });

  it('lays the page out as a record page: facts and tags aside, comments and history in the centre, participants related', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Renewal' }, LOADED);
    const about = screen.getByRole('region', { name: 'About Renewal' });
    const activity = screen.getByRole('region', { name: 'Activity on Renewal' });
    const related = screen.getByRole('region', { name: 'Related to Renewal' });
    expect(about).toContainElement(screen.getByRole('heading', { level: 1, name: 'Renewal' }));
    expect(about).toContainElement(screen.getByRole('region', { name: 'Tags' }));
    expect(activity).toContainElement(screen.getByRole('region', { name: 'Comments' }));
    expect(activity).toContainElement(screen.getByRole('region', { name: 'History' }));
    expect(related).toContainElement(screen.getByRole('region', { name: 'Participants' }));
  });

  it('lists participants from, to, cc, bcc, each name linking to the person or company', async () => {
    renderPage();
    const participants = await screen.findByRole('table', { name: 'Participants' }, LOADED);
    await waitFor(
      () =>
        expect(
          within(participants)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Ann Lee', 'Acme', 'Zed Quinn', 'Bob Stone']),
      LOADED,
    );
    await waitFor(
      () =>
        expect(
          within(participants)
            .getAllByRole('link')
            .map((link) => link.getAttribute('href')),
        ).toEqual([
          `/people/${annId}`,
          `/companies/${acmeId}`,
          `/people/${zedId}`,
          `/people/${bobId}`,
        ]),
      // Each id is tried as a person first, a company's only after that answers 404.
      LOADED,
    );
  });

  it('refuses to save a cleared date, saying so next to the field, and keeps the stored one', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit communication' }, LOADED),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit communication' });
    const date = within(dialog).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save communication' }));
    expect(
      await within(dialog).findByText(
        /Enter a date: a communication’s date can be changed but not removed/,
      ),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save communication' })).toBeInTheDocument();
    expect(await storedDate()).toBe('2026-02-01T09:00:00Z');
  });
});
