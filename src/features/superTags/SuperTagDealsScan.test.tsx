// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_PROFILE } from '../../../server/service/seed/seedSuperTags';
import { createApiClient } from '../../api/client/client';
import { sampleDeal } from '../../api/testing/sampleRecords';
import {
  startTinyServer,
  type RecordedRequest,
  type TinyReply,
  type TinyServer,
} from '../../api/testing/tinyServer';
import { encodeCompanyList } from '#xml/company';
import { encodeDealList, type Deal } from '#xml/deal';
import { encodeRecordSuperTag, encodeSuperTagDefinition } from '#xml/superTag';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { SuperTagDetailPage } from './SuperTagDetailPage';

/**
 * The Deals view against a classic server: it ignores `tag` and pages through every deal, so the
 * console must look through them all and keep only those carrying the SuperTag itself.
 */

const XML = { 'content-type': 'application/xml; charset=utf-8' };
/** Deals 1…1234; 7, 777 and 1201 carry the SuperTag. */
const TAGGED = new Set([7, 777, 1201]);
const ALL_DEALS: Deal[] = Array.from({ length: 1234 }, (_, index) => {
  const id = index + 1;
  const tags = TAGGED.has(id)
    ? [
        {
          id: 90,
          name: CUSTOMER_PROFILE.name,
          supertag: true,
          fields: [
            {
              kind: 'choices' as const,
              element: 'Interests',
              item: 'Interest',
              values: ['Training'],
            },
          ],
        },
      ]
    : [];
  return {
    ...sampleDeal,
    id,
    title: `Deal ${id}`,
    attachedCommunicationIds: [],
    attachedContactIds: [],
    todoIds: [],
    tags,
    megaComments: [],
  };
});

let server: TinyServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The classic server; `dealsPage` answers the deals list for an offset (default: that slice of all deals). */
async function classicServer(
  dealsPage: (offset: number) => TinyReply = (offset) => ({
    headers: XML,
    body: encodeDealList(ALL_DEALS.slice(offset, offset + 500)),
  }),
) {
  server = await startTinyServer((request: RecordedRequest): TinyReply => {
    const url = new URL(request.url, 'http://server');
    if (url.pathname.startsWith('/service/super_tags/'))
      return { headers: XML, body: encodeSuperTagDefinition(CUSTOMER_PROFILE) };
    if (url.pathname === '/service/deals.xml')
      return dealsPage(Number(url.searchParams.get('offset')));
    if (url.pathname === '/service/companies.xml')
      return { headers: XML, body: encodeCompanyList([]) };
    return { status: 404 };
  });
  return server;
}

function renderPage(url: string, tiny: TinyServer) {
  return renderWithApp(null, {
    url,
    apiClient: createApiClient({ baseUrl: `${tiny.url}/service` }),
    routes: [{ path: '/supertags/:name', element: <SuperTagDetailPage /> }],
  });
}

const dealRequests = (tiny: TinyServer) =>
  tiny.requests
    .map((r) => new URL(r.url, 'http://server'))
    .filter((u) => u.pathname === '/service/deals.xml');

describe('SuperTag deals against a server without the tag search', () => {
  it('looks through every page and shows only the deals carrying the SuperTag, paged in the client', async () => {
    const tiny = await classicServer();
    renderPage('/supertags/Customer%20profile?kind=deals&limit=10', tiny);
    // Decoding 1,234 deals in jsdom takes a moment.
    const table = await screen.findByRole(
      'table',
      { name: 'Records with Customer profile' },
      { timeout: 10_000 },
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Deal 7', 'Deal 777', 'Deal 1201']);
    expect(
      dealRequests(tiny).map((u) => [
        u.searchParams.get('tag'),
        u.searchParams.get('offset'),
        u.searchParams.get('limit'),
      ]),
    ).toEqual([
      ['Customer profile', '0', '500'],
      ['Customer profile', '500', '500'],
      ['Customer profile', '1000', '500'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Pages of deals' })).toHaveTextContent(
      'Showing deals 1–3',
    );
  });

  it('shows how far it got, and stops when the Deals choice is left', async () => {
    const tiny = await classicServer((offset) =>
      offset === 0
        ? { headers: XML, body: encodeDealList(ALL_DEALS.slice(0, 500)) }
        : { hang: true },
    );
    renderPage('/supertags/Customer%20profile?kind=deals', tiny);
    await screen.findByText('Looked through 500 deals…');
    expect(screen.getByRole('status')).toHaveTextContent('Looked through 500 deals…');

    await userEvent.click(screen.getByRole('radio', { name: 'Companies' }));
    await waitFor(() =>
      expect(
        tiny.abandoned.map((r) => new URL(r.url, 'http://server').searchParams.get('offset')),
      ).toEqual(['500']),
    );
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(dealRequests(tiny)).toHaveLength(2);
  });

  it('shows a value saved in place at once, without waiting for the deals to be looked through again', async () => {
    let saved = false;
    const tiny = await startTinyServer((request: RecordedRequest): TinyReply => {
      const url = new URL(request.url, 'http://server');
      if (url.pathname.startsWith('/service/super_tags/'))
        return { headers: XML, body: encodeSuperTagDefinition(CUSTOMER_PROFILE) };
      if (url.pathname.startsWith('/service/deals/777/super_tags/')) {
        if (request.method === 'PUT') {
          saved = true;
          return { status: 200 };
        }
        const values = saved ? ['Training', 'Hardware'] : ['Training'];
        return {
          headers: XML,
          body: encodeRecordSuperTag({
            id: 90,
            name: CUSTOMER_PROFILE.name,
            fields: [{ kind: 'choices', element: 'Interests', item: 'Interest', values }],
          }),
        };
      }
      // The scan after the save never gets past its first page.
      if (url.pathname === '/service/deals.xml') {
        const offset = Number(url.searchParams.get('offset'));
        return saved && offset > 0
          ? { hang: true }
          : { headers: XML, body: encodeDealList(ALL_DEALS.slice(offset, offset + 500)) };
      }
      return { status: 404 };
    });
    server = tiny;
    renderPage('/supertags/Customer%20profile?kind=deals', tiny);
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: /^Interest of Deal 777: Training\. Edit$/ },
        { timeout: 10_000 },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Interest of Deal 777' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Hardware' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('button', { name: 'Interest of Deal 777: Training; Hardware. Edit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Interest of Deal 777' })).not.toBeInTheDocument();
    // The rescan is still under way (its second page hangs): the cell did not wait for it.
    expect(await screen.findByText('Looked through 500 deals…')).toBeInTheDocument();
    const put = tiny.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toContain('Hardware');
  });
});
