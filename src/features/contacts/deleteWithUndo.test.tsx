// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { addParticipant, createCommunication, deleteCommunication } from '../../api/communications';
import { createCompany, getCompany, listCompanyEmployees } from '../../api/companies';
import type { ApiClient } from '../../api/client/client';
import { createPerson } from '../../api/people';
import { clientForService } from '../../api/testing/serviceClient';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { BulkActionsBar } from './BulkActionsBar';
import { CompanyDetailPage } from './CompanyDetailPage';

/**
 * Delete with undo through the real screens and the real service: what the undo toast reports
 * when the record came back but not all of it, and when a bulk undo could not create one record.
 */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
});

afterAll(async () => {
  await service.close();
});

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

describe('delete with undo', () => {
  it('reports a company restored without one of its links as a new record to open, with its employees back', async () => {
    const id = await createCompany(client, { name: 'Toast Co' });
    await createPerson(client, { firstName: 'Ada', lastName: 'Staff', companyId: id });
    await createPerson(client, { firstName: 'Bob', lastName: 'Staff', companyId: id });
    const memo = await createCommunication(client, { subject: 'Memo', ctype: 'email' });
    await addParticipant(client, { id: memo, contactId: id, role: 'cc' });
    const user = userEvent.setup();
    const { router } = renderWithApp(null, {
      url: `/companies/${id}`,
      apiClient: client,
      routes: [
        { path: '/companies', element: <p>company list</p> },
        { path: '/companies/:id', element: <CompanyDetailPage /> },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Toast Co' });
    await user.click(screen.getByRole('button', { name: 'Delete company' }));
    await screen.findByText('company list');
    // Meanwhile someone deletes the communication: that link cannot come back.
    await deleteCommunication(client, memo);

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    const toast = (
      await screen.findByText('Company “Toast Co” restored, but not all of it')
    ).closest<HTMLElement>('.mantine-Notification-root')!;
    const newId = Number(/It is a new record with id (\d+)\./.exec(toast.textContent ?? '')?.[1]);
    expect(newId).toBeGreaterThan(id);
    expect(within(toast).getByRole('listitem')).toHaveTextContent(
      'Communications it is not back in: “Memo” as cc (deleted meanwhile)',
    );
    expect((await getCompany(client, newId)).value.name).toBe('Toast Co');

    await user.click(within(toast).getByRole('button', { name: 'Open' }));
    expect(router.state.location.pathname).toBe(`/companies/${newId}`);
    const employees = await screen.findByRole('region', { name: /^People \(\d+\)$/ });
    await waitFor(() =>
      expect(
        within(employees)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ada Staff', 'Bob Staff']),
    );
  });

  it('a bulk undo says how many came back, under which ids, and which one did not', async () => {
    const kept = await createCompany(client, { name: 'Bulk Kept' });
    const employee = await createPerson(client, {
      firstName: 'Cy',
      lastName: 'Bulk',
      companyId: kept,
    });
    const refused = await createCompany(client, { name: 'Bulk Refused' });
    const rows = [
      (await getCompany(client, kept)).value,
      { ...(await getCompany(client, refused)).value, name: '' },
    ];
    // The second row as a classic server may show it, without a name: ours refuses to create that.
    const user = userEvent.setup();
    renderWithApp(
      <BulkActionsBar
        target={{ collection: 'companies', records: rows }}
        noun="companies"
        onClearSelection={() => {}}
      />,
      { apiClient: client },
    );
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(await screen.findByRole('button', { name: 'Delete 2 companies' }));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    const toast = (await screen.findByText('1 of 2 companies restored')).closest<HTMLElement>(
      '.mantine-Notification-root',
    )!;
    const newId = Number(
      /They are new records with ids (\d+)\./.exec(toast.textContent ?? '')?.[1],
    );
    expect((await getCompany(client, newId)).value.name).toBe('Bulk Kept');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Company #${refused}: not restored (Name can't be blank)`]);
    expect((await listCompanyEmployees(client, newId)).map((p) => p.id)).toEqual([employee]);
  });
});
