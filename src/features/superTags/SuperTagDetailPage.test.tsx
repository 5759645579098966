// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeRecordSuperTag } from '#xml/superTag';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { SuperTagDetailPage } from './SuperTagDetailPage';
import { basicAuthorization } from '#server/http/basicAuth';

/** The SuperTag screen against the real service: its fields, the records carrying it, in-place edits. */
let service: TestService;
let client: ApiClient;
const ids: Record<string, number> = {};

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

beforeAll(async () => {
  service = await startTestService();
  await service.store.tags.defineSuperTag(service.scope.accountId, CUSTOMER_PROFILE);
  ids['Tagged'] = await create('companies', '<company><name>Tagged Ltd</name></company>');
  ids['Plain'] = await create('companies', '<company><name>Plain Ltd</name></company>');
  ids['Pat'] = await create(
    'people',
    '<person><first_name>Pat</first_name><last_name>Tagged</last_name></person>',
  );
  ids['Cold deal'] = await create('deals', '<deal><title>Cold deal</title></deal>');
  ids['Hot deal'] = await create('deals', '<deal><title>Hot deal</title></deal>');
  ids['Other tag deal'] = await create('deals', '<deal><title>Other tag deal</title></deal>');
  const put = (path: string, body: string) => service.request('PUT', path, { body });
  expect(
    (
      await put(
        `/service/companies/${ids['Tagged']}/super_tags/Customer%20profile.xml`,
        '<super_tag><Interest>Support, premium</Interest></super_tag>',
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await put(
        `/service/people/${ids['Pat']}/super_tags/Customer%20profile.xml`,
        '<super_tag><Interest>Training</Interest></super_tag>',
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await put(
        `/service/deals/${ids['Hot deal']}/super_tags/Customer%20profile.xml`,
        '<super_tag><Interest>Training</Interest></super_tag>',
      )
    ).status,
  ).toBe(200);
  // Another tag, whose name is part of the SuperTag's, does not list a deal.
  expect(
    (await put(`/service/deals/${ids['Other tag deal']}/add_tag.xml`, '<tag>Customer</tag>'))
      .status,
  ).toBe(200);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderPage(url: string) {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [{ path: '/supertags/:name', element: <SuperTagDetailPage /> }],
  });
}

describe('SuperTag detail page', () => {
  it('lists the fields with their types and options', async () => {
    renderPage('/supertags/Customer%20profile');
    const fields = await screen.findByRole('table', { name: 'Fields' });
    const interestRow = within(fields).getByRole('row', { name: /^Interest/ });
    expect(interestRow).toHaveTextContent('Multiple choice');
    expect(interestRow).toHaveTextContent(
      'Support, premium · Training · Integrations · Hardware · Consulting',
    );
  });

  it('tables the companies carrying it and edits a value in place', async () => {
    renderPage('/supertags/Customer%20profile');
    const table = await screen.findByRole('table', { name: 'Records with Customer profile' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['Tagged Ltd']),
    );

    await userEvent.click(
      within(table).getByRole('button', { name: 'Interest of Tagged Ltd: Support, premium. Edit' }),
    );
    const editor = await screen.findByRole('form', { name: 'Interest of Tagged Ltd' });
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Hardware' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: /^Interest of Tagged Ltd/ }),
      ).toHaveAccessibleName('Interest of Tagged Ltd: Support, premium; Hardware. Edit'),
    );

    const stored = await service.request(
      'GET',
      `/service/companies/${ids['Tagged']}/super_tags/Customer%20profile.xml`,
    );
    expect(decodeRecordSuperTag(stored.xml!).fields).toEqual([
      {
        kind: 'choices',
        element: 'Interests',
        item: 'Interest',
        values: ['Support, premium', 'Hardware'],
      },
    ]);
  });

  it('switches to people, keeping the choice in the URL', async () => {
    const { router } = renderPage('/supertags/Customer%20profile');
    await screen.findByRole('table', { name: 'Records with Customer profile' });
    await userEvent.click(screen.getByRole('radio', { name: 'People' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=people'));
    // The people's table, once loaded (not the companies' one it replaces).
    await screen.findByRole('columnheader', { name: 'Person' });
    const table = screen.getByRole('table', { name: 'Records with Customer profile' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['Pat Tagged']),
    );
    expect(
      within(table).getByRole('button', { name: 'Interest of Pat Tagged: Training. Edit' }),
    ).toBeInTheDocument();
  });

  it('tables the deals carrying it, linked to their panel, and edits a value in place', async () => {
    const { router } = renderPage('/supertags/Customer%20profile');
    await screen.findByRole('table', { name: 'Records with Customer profile' });
    await userEvent.click(screen.getByRole('radio', { name: 'Deals' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=deals'));
    await screen.findByRole('columnheader', { name: 'Deal' });
    const table = screen.getByRole('table', { name: 'Records with Customer profile' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Hot deal']);
    expect(within(table).getByRole('link', { name: 'Hot deal' })).toHaveAttribute(
      'href',
      `/deals?deal=${ids['Hot deal']}`,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Interest of Hot deal: Training. Edit' }),
    );
    const editor = await screen.findByRole('form', { name: 'Interest of Hot deal' });
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Consulting' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: /^Interest of Hot deal/ }),
      ).toHaveAccessibleName('Interest of Hot deal: Training; Consulting. Edit'),
    );

    const stored = await service.request(
      'GET',
      `/service/deals/${ids['Hot deal']}/super_tags/Customer%20profile.xml`,
    );
    expect(decodeRecordSuperTag(stored.xml!).fields).toEqual([
      {
        kind: 'choices',
        element: 'Interests',
        item: 'Interest',
        values: ['Training', 'Consulting'],
      },
    ]);
  });

  it('opens on the first kind that has rows: people for a SuperTag no company carries', async () => {
    await service.store.tags.defineSuperTag(service.scope.accountId, {
      ...CUSTOMER_PROFILE,
      name: 'Customer profile B',
    });
    expect(
      (
        await service.request(
          'PUT',
          `/service/people/${ids['Pat']}/super_tags/Customer%20profile%20B.xml`,
          { body: '<super_tag><Interest>Training</Interest></super_tag>' },
        )
      ).status,
    ).toBe(200);
    const { router } = renderPage('/supertags/Customer%20profile%20B');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=people'));
    // The router's state changes before React has rendered the new URL.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'People' })).toBeChecked());
    await screen.findByRole('columnheader', { name: 'Person' });
    expect(screen.queryByText(/No companies carry/)).toBeNull();
  });

  it('says when no deal carries it', async () => {
    await service.store.tags.defineSuperTag(service.scope.accountId, SOCIAL_MEDIA);
    renderPage('/supertags/Social%20media?kind=deals');
    expect(await screen.findByText('No deals yet')).toBeInTheDocument();
  });

  it('says when there is no such SuperTag', async () => {
    renderPage('/supertags/Nothing%20here');
    expect(await screen.findByRole('heading', { name: 'SuperTag not found' })).toBeInTheDocument();
  });
});
