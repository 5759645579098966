// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeDeal, type Deal } from '#xml/deal';
import { decodePersonList } from '#xml/person';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { DealPanel } from './DealPanel';
import { basicAuthorization } from '#server/http/basicAuth';

/** The deal side panel edits the real record: each change is read back from the service. */
let service: TestService;
let client: ApiClient;
let dealId = 0;
let companyId = 0;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

async function serviceDeal(): Promise<Deal> {
  const shown = await service.request('GET', `/service/deals/${dealId}.xml`);
  return decodeDeal(shown.xml!);
}

beforeAll(async () => {
  // jsdom has no FontFaceSet; Mantine's autosizing textarea listens on it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  service = await startTestService();
  await service.addUser('Sam Sales', 'sam@example.com');
  await create(
    'people',
    '<person><first_name>Pia</first_name><last_name>Person</last_name></person>',
  );
  companyId = await create('companies', '<company><name>Acme Corp</name></company>');
  dealId = await create(
    'deals',
    '<deal><title>Detail deal</title><amount>10</amount><status>pending</status><description>First words</description></deal>',
  );
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderPanel() {
  return renderWithApp(
    <DealPanel
      dealId={dealId}
      statuses={['Failure', 'Lost', 'Pending', 'Won']}
      onClose={() => undefined}
    />,
    { apiClient: client },
  );
}

describe('deal side panel', () => {
  it('edits title, amount and description', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Detail deal' });
    expect(screen.getByText('First words')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed deal');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,500.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Renamed deal' });
    expect(await serviceDeal()).toMatchObject({
      title: 'Renamed deal',
      amount: '2500.50',
      description: 'First words',
    });
  }, 20_000);

  it('refuses an amount that is not one, without saving', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Renamed deal' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Said at the field, in the terms of the reader's locale (jsdom: en-US).
    expect(
      await screen.findByText('Thousands are grouped by three digits; decimals go after “.”'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect((await serviceDeal()).amount).toBe('2500.50');
  }, 20_000);

  it('changes status and assignee (by e-mail)', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Renamed deal' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await waitFor(async () => expect((await serviceDeal()).status).toBe('won'));

    await screen.findByRole('option', { name: 'Sam Sales (sam@example.com)' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assigned to' }),
      'sam@example.com',
    );
    await waitFor(async () => expect((await serviceDeal()).assignedTo).toBe('Sam Sales'));
  }, 20_000);

  it('chooses the contact by search', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Renamed deal' });
    // In CI the options sometimes never came for a search typed while the field's code was still
    // loading (LazySelect), never here: typed again into the loaded field, they do. Not found yet.
    let option: HTMLElement | undefined;
    for (let attempt = 1; option === undefined && attempt <= 3; attempt += 1) {
      const field = screen.getByRole('combobox', { name: 'Deal with' });
      await userEvent.clear(field);
      await userEvent.type(field, 'Acme');
      option = await screen
        .findByRole('option', { name: /Acme Corp/ }, { timeout: 6_000 })
        .catch(() => undefined);
    }
    expect(option).toBeDefined();
    await userEvent.click(option!);
    await waitFor(async () => expect((await serviceDeal()).dealWithId).toBe(companyId));
  }, 30_000);

  it('relates a person found by name and removes them again', async () => {
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Related people' });
    await within(section).findByText(/Nobody yet/);
    await userEvent.type(
      within(section).getByRole('combobox', { name: 'Add a related person' }),
      'Pia',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Pia Person/ }));
    await within(section).findByText('Pia Person');
    const people = await service.request('GET', `/service/deals/${dealId}/people.xml`);
    expect(decodePersonList(people.xml!).map((person) => person.firstName)).toEqual(['Pia']);

    await userEvent.click(
      await within(section).findByRole('button', { name: 'Remove Pia Person from this deal' }),
    );
    await within(section).findByText(/Nobody yet/);
    const after = await service.request('GET', `/service/deals/${dealId}/people.xml`);
    expect(decodePersonList(after.xml!)).toEqual([]);
  }, 20_000);
});
