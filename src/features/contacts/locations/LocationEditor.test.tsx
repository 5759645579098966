// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '#api/companies';
import { useApiClient } from '#api/client/ApiClientProvider';
import { createApiClient, type ApiClient } from '#api/client/client';
import { decodeCompany } from '#xml/company';
import { parseXml } from '#xml/tree';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { LocationEditor } from './LocationEditor';
import { labelProblem } from './LocationEditorForm';
import { basicAuthorization } from '../../../../server/http/basicAuth';

let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

async function newCompany(name: string): Promise<number> {
  const created = await service.request('POST', '/service/companies.xml', {
    body: `<company><name>${name}</name></company>`,
  });
  return Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

async function savedLocations(id: number) {
  const shown = await service.request('GET', `/service/companies/${id}.xml`);
  return decodeCompany(parseXml(shown.text)).locations.map((l) => ({
    label: l.label,
    primary: l.primary,
    city: l.city,
  }));
}

/** The editor as a detail page uses it: fed by the company's cached show query. */
function CompanyLocations({ id }: { id: number }) {
  const query = useQuery(companyQueries.detail(useApiClient(), id));
  if (query.data === undefined) return <p>loading</p>;
  return (
    <LocationEditor
      owner={{ collection: 'companies', id }}
      locations={query.data.value.locations}
    />
  );
}

describe('labelProblem', () => {
  it('wants a label that no other location of the record has, whatever its case', () => {
    expect(labelProblem('  ', [])).toBe('Enter a label, e.g. Office or Home');
    expect(labelProblem('office ', ['Office'])).toBe(
      'There is already a location labelled “office”',
    );
    expect(labelProblem('Home', ['Office'])).toBeNull();
  });
});

describe('LocationEditor against the service', () => {
  it('adds, renames, makes primary and removes locations, each through the API', async () => {
    const id = await newCompany('Locations Inc');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add location' });
    expect(within(dialog).getByRole('checkbox', { name: 'Primary location' })).toBeChecked();
    // The label starts filled in with one the record does not use.
    expect(within(dialog).getByRole('textbox', { name: /^Label/ })).toHaveValue('work');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Office');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Paris');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await screen.findByRole('article', { name: 'Location Office' });
    expect(await savedLocations(id)).toEqual([{ label: 'Office', primary: true, city: 'Paris' }]);

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    dialog = await screen.findByRole('dialog', { name: 'Add location' });
    expect(within(dialog).getByRole('checkbox', { name: 'Primary location' })).not.toBeChecked();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'OFFICE');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(
      await within(dialog).findByText('There is already a location labelled “OFFICE”'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Home');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await screen.findByRole('article', { name: 'Location Home' });

    await user.click(screen.getByRole('button', { name: 'Make primary location Home' }));
    await screen.findByRole('button', { name: 'Make primary location Office' });
    await waitFor(async () =>
      expect(await savedLocations(id)).toEqual([
        { label: 'Office', primary: false, city: 'Paris' },
        { label: 'Home', primary: true, city: '' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Edit location Office' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit location “Office”' });
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'HQ');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await screen.findByRole('article', { name: 'Location HQ' });

    await user.click(screen.getByRole('button', { name: 'Remove location Home' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this location?' })).getByRole(
        'button',
        { name: 'Remove location' },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Location Home' })).toBeNull(),
    );
    expect(await savedLocations(id)).toEqual([{ label: 'HQ', primary: false, city: 'Paris' }]);
  });

  it('puts the primary mark back when the service refuses the change', async () => {
    const id = await newCompany('Rollback Ltd');
    await service.request('POST', `/service/companies/${id}/locations.xml`, {
      body: '<location><label>A</label><primary>true</primary></location>',
    });
    await service.request('POST', `/service/companies/${id}/locations.xml`, {
      body: '<location><label>B</label></location>',
    });
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
    });
    const user = userEvent.setup();
    const makeB = await screen.findByRole('button', { name: 'Make primary location B' });
    // B disappears behind the editor's back: the update answers 404 and the optimistic mark is undone.
    await service.request('DELETE', `/service/companies/${id}/locations/B.xml`);
    await user.click(makeB);
    expect(await screen.findByText('“B” was not made primary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make primary location A' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make primary location B' })).toBeInTheDocument();
    expect(await savedLocations(id)).toEqual([{ label: 'A', primary: true, city: '' }]);
  });

  it('sends only what the user changed, so a field someone else changed meanwhile keeps their value', async () => {
    const id = await newCompany('Concurrent Locations');
    await service.request('POST', `/service/companies/${id}/locations.xml`, {
      body: '<location><label>Office</label><primary>true</primary><city>Paris</city><phone>111</phone></location>',
    });
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit location Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location “Office”' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'City' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Lyon');
    // Another client changes the phone while the dialog is open.
    await service.request('PUT', `/service/companies/${id}/locations/Office.xml`, {
      body: '<location><phone>999-NEW</phone></location>',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit location “Office”' })).toBeNull(),
    );
    const shown = decodeCompany(
      parseXml((await service.request('GET', `/service/companies/${id}.xml`)).text),
    );
    expect(shown.locations.map((l) => ({ city: l.city, phone: l.phone }))).toEqual([
      { city: 'Lyon', phone: '999-NEW' },
    ]);
  });

  it('shows a field both changed side by side and overwrites only when asked again', async () => {
    const id = await newCompany('Clashing Locations');
    await service.request('POST', `/service/companies/${id}/locations.xml`, {
      body: '<location><label>Office</label><primary>true</primary><phone>111</phone></location>',
    });
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit location Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location “Office”' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '222');
    await service.request('PUT', `/service/companies/${id}/locations/Office.xml`, {
      body: '<location><phone>999-NEW</phone></location>',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this location meanwhile');
    expect(alert).toHaveTextContent('Phone: theirs “999-NEW”, yours “222”');
    expect(await savedPhones(id)).toEqual(['999-NEW']);

    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit location “Office”' })).toBeNull(),
    );
    expect(await savedPhones(id)).toEqual(['222']);
  });

  it('refuses an e-mail or web address that cannot be one, next to the field, sending nothing', async () => {
    const id = await newCompany('Address Checks');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Office');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not an email@@');
    await user.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'just words');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
      'Enter a web address such as example.com or https://example.com',
    );
    expect(await savedLocations(id)).toEqual([]);
  });
});

async function savedPhones(id: number): Promise<string[]> {
  const shown = await service.request('GET', `/service/companies/${id}.xml`);
  return decodeCompany(parseXml(shown.text)).locations.map((l) => l.phone);
}
