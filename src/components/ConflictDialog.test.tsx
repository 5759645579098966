// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { detailKey } from '../api/cache';
import { companyQueries, getCompany, updateCompany } from '../api/companies';
import { useApiClient } from '../api/client/ApiClientProvider';
import { createApiClient, type ApiClient } from '../api/client/client';
import type { Company } from '#xml/company';
import { decodeCompany } from '#xml/company';
import { parseXml } from '#xml/tree';
import { installJsdomShims } from '../app/testing/jsdomShims';
import { renderWithApp } from '../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { ConflictDialog } from './ConflictDialog';
import { ConflictDialogForm } from './ConflictDialogForm';
import { basicAuthorization } from '../../server/http/basicAuth';
import { switchLanguage } from '#i18n/switchLanguage';

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

// Mantine's autosizing Textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

describe('ConflictDialog', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('speaks German: its headings, the change notes and the buttons', async () => {
    installJsdomShims();
    await switchLanguage('de');
    render(
      <MantineProvider env="test">
        <ConflictDialog
          opened
          savedMeanwhile="Jemand anderes hat die Firma „Acme“ gespeichert."
          fields={[{ label: 'Name', mine: 'Acme Mine', theirs: '', change: 'clash' }]}
          onKeepMine={() => undefined}
          onUseTheirs={() => undefined}
          onClose={() => undefined}
        />
      </MantineProvider>,
    );
    const table = await screen.findByRole('table', {
      name: 'Ihre Fassung und die aktuelle Fassung',
    });
    expect(within(table).getByText('Von beiden geändert: bitte wählen')).toBeInTheDocument();
    expect(within(table).getByText('(leer)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine darüber speichern' })).toBeInTheDocument();
  });

  it('shows both versions side by side, marks what differs, and reports the choice', async () => {
    installJsdomShims();
    const chosen: string[] = [];
    render(
      <MantineProvider env="test">
        <ConflictDialog
          opened
          savedMeanwhile="Someone else saved company “Acme” after you opened it, changing a field you changed too."
          fields={[
            { label: 'Name', mine: 'Acme Mine', theirs: 'Acme Theirs', change: 'clash' },
            { label: 'Notes', mine: '', theirs: '', change: 'unchanged' },
            { label: 'Title', mine: 'CEO', theirs: 'CFO', change: 'theirs' },
          ]}
          onKeepMine={() => chosen.push('mine')}
          onUseTheirs={() => chosen.push('theirs')}
          onClose={() => chosen.push('close')}
        />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Your version and the current version' });
    const [, nameRow, notesRow, titleRow] = within(table).getAllByRole('row');
    expect(
      within(nameRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Mine', 'Acme Theirs']);
    expect(within(nameRow!).getByRole('rowheader')).toHaveTextContent('NameBoth changed: choose');
    expect(within(titleRow!).getByRole('rowheader')).toHaveTextContent(
      'TitleChanged by them: kept either way',
    );
    expect(within(notesRow!).getByRole('rowheader')).toHaveTextContent(/^Notes$/);
    expect(
      within(notesRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['(empty)', '(empty)']);

    await userEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard mine, keep current' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(chosen).toEqual(['mine', 'theirs', 'close']);
  });
});

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

async function createCompany(body: string): Promise<number> {
  const created = await service.request('POST', '/service/companies.xml', { body });
  return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

async function savedCompany(id: number): Promise<Company> {
  return decodeCompany(
    parseXml((await service.request('GET', `/service/companies/${id}.xml`)).text),
  );
}

/** The form as a detail page uses it, editing from the ETag the page was shown with. */
function EditCompany({ id }: { id: number }) {
  const apiClient = useApiClient();
  const query = useQuery(companyQueries.detail(apiClient, id));
  const [done, setDone] = useState(false);
  if (query.data === undefined) return <p>loading</p>;
  if (done) return <p>Shown: {query.data.value.name}</p>;
  return (
    <ConflictDialogForm<'name' | 'notes', Company>
      texts={{
        edit: 'Edit company',
        savedMeanwhile:
          'Someone else saved company after you opened it, changing a field you changed too.',
        saved: 'Saved company',
        savedMerged: 'Saved company, with the changes someone else saved meanwhile',
        deletedMeanwhile:
          'Someone deleted company meanwhile, so there is nothing to save your changes to.',
      }}
      fields={[
        { key: 'name', label: 'Name', missing: 'Enter the name' },
        { key: 'notes', label: 'Notes', multiline: true },
      ]}
      initial={{ name: query.data.value.name, notes: query.data.value.notes }}
      etag={query.data.etag}
      detailKey={detailKey('companies', id)}
      patch={(value, values) => ({ ...value, ...values })}
      save={(values, ifMatch) => updateCompany(apiClient, { id, input: values, ifMatch })}
      loadCurrent={async () => {
        const current = await getCompany(apiClient, id);
        return {
          values: { name: current.value.name, notes: current.value.notes },
          etag: current.etag,
        };
      }}
      onDone={() => setDone(true)}
    />
  );
}

describe('ConflictDialogForm against the service', () => {
  it('keeps a concurrent change to another field and saves the user’s own without asking', async () => {
    const id = await createCompany('<company><name>Initrode</name><notes>v1</notes></company>');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <EditCompany id={id} /> }],
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Initrode Mine');
    // Someone else changes only the notes meanwhile: the form's ETag is stale, but nothing clashes.
    expect(
      (
        await service.request('PUT', `/service/companies/${id}.xml`, {
          body: '<company><notes>v2 theirs</notes></company>',
        })
      ).status,
    ).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('Shown: Initrode Mine')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saved = await savedCompany(id);
    expect({ name: saved.name, notes: saved.notes }).toEqual({
      name: 'Initrode Mine',
      notes: 'v2 theirs',
    });
  });

  it('where both changed a field, offers both versions instead of overwriting; keeping mine keeps their other changes', async () => {
    const id = await createCompany('<company><name>Initech</name><notes>v1</notes></company>');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <EditCompany id={id} /> }],
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Initech Mine');
    expect(
      (
        await service.request('PUT', `/service/companies/${id}.xml`, {
          body: '<company><name>Initech Theirs</name><notes>v2 theirs</notes></company>',
        })
      ).status,
    ).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'This record changed while you were editing',
    });
    const rows = within(dialog).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('NameBoth changed: choose');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Initech Mine', 'Initech Theirs']);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent(
      'NotesChanged by them: kept either way',
    );
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['v1', 'v2 theirs']);
    expect((await savedCompany(id)).name).toBe('Initech Theirs');

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(screen.getByText('Shown: Initech Mine')).toBeInTheDocument());
    const saved = await savedCompany(id);
    expect({ name: saved.name, notes: saved.notes }).toEqual({
      name: 'Initech Mine',
      notes: 'v2 theirs',
    });
  });

  it('says the record was deleted meanwhile when the save finds it gone, and keeps the form', async () => {
    const id = await createCompany('<company><name>Gone Soon</name></company>');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <EditCompany id={id} /> }],
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' Renamed');
    expect((await service.request('DELETE', `/service/companies/${id}.xml`)).status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone deleted company meanwhile, so there is nothing to save your changes to.',
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Gone Soon Renamed');
  });

  it('refuses an empty required field without sending anything', async () => {
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Hooli</name></company>',
    });
    const id = Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <EditCompany id={id} /> }],
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name')).toBeInTheDocument();
    expect((await savedCompany(id)).name).toBe('Hooli');
  });
});
