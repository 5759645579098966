// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import type { ApiClient } from '#api/client/client';
import { clientForService } from '#api/testing/serviceClient';
import { decodeCompanyList } from '#xml/company';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { NewCompanyModal } from '../NewCompanyModal';
import { NewPersonModal } from '../NewPersonModal';

/** Issue 32: creating a record whose name another already has shows it first, against the real service. */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let client: ApiClient;
let northwind = 0;

async function post(path: string, body: string): Promise<number> {
  const res = await service.request('POST', path, { body });
  expect(res.status, res.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
}

async function companiesNamed(word: string): Promise<string[]> {
  const res = await service.request('GET', `/service/companies.xml?name=${word}`);
  return decodeCompanyList(res.xml!).map((company) => company.name);
}

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
  northwind = await post(
    '/service/companies.xml',
    '<company><name>Northwind Traders GmbH</name></company>',
  );
  await post(
    '/service/people.xml',
    '<person><first_name>José</first_name><last_name>García</last_name></person>',
  );
});
afterAll(async () => {
  await service.close();
});

describe('a new company', () => {
  it('shows the existing one as the name is typed, and is created only on “Create anyway”', async () => {
    const created: number[] = [];
    renderWithApp(
      <NewCompanyModal opened onClose={() => {}} onCreated={(id) => created.push(id)} />,
      { apiClient: client },
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name' }),
      'northwind traders ltd.',
    );
    expect(await screen.findByText('Possibly a duplicate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Northwind Traders GmbH' })).toHaveAttribute(
      'href',
      `/companies/${northwind}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((await companiesNamed('Northwind')).sort()).toEqual([
      'Northwind Traders GmbH',
      'northwind traders ltd.',
    ]);
  });

  it('holds a submit made before the check has answered, and shows the match instead', async () => {
    const created: number[] = [];
    renderWithApp(
      <NewCompanyModal opened onClose={() => {}} onCreated={(id) => created.push(id)} />,
      { apiClient: client },
    );
    // Typed and sent at once: faster than the check's pause for typing.
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name' }),
      'NORTHWIND TRADERS, Inc{Enter}',
    );
    expect(await screen.findByText('Possibly a duplicate')).toBeInTheDocument();
    expect(created).toEqual([]);
    expect(await companiesNamed('Northwind')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(created).toHaveLength(1));
  });

  it('says nothing for a name no company has', async () => {
    const created: number[] = [];
    renderWithApp(
      <NewCompanyModal opened onClose={() => {}} onCreated={(id) => created.push(id)} />,
      { apiClient: client },
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name' }),
      'Northwind Trading{Enter}',
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByText('Possibly a duplicate')).toBeNull();
  });
});

describe('a new person', () => {
  it('shows the person with the same name, accents aside', async () => {
    renderWithApp(<NewPersonModal opened onClose={() => {}} onCreated={() => {}} />, {
      apiClient: client,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'JOSE');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), ' garcía ');
    expect(await screen.findByRole('link', { name: 'Open José García' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create anyway' })).toBeInTheDocument();
  });
});
