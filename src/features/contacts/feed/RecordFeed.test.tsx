// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeCommunicationList } from '#xml/communication';
import { decodeMegaComment } from '#xml/megaComment';
import { decodeParticipantList } from '#xml/participant';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../../api/client/client';
import type { RecordRef } from '../../../api/records';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { basicAuthorization } from '#server/http/basicAuth';
import { RecordFeed } from './RecordFeed';

/** The record feed against the real service: a company's fan-out, the filter in the address, logging a call, replies. */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let client: ApiClient;
let companyId: number;
let omarId: number;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status, created.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function send(method: string, path: string, body?: string) {
  const res = await service.request(method, path, body === undefined ? {} : { body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res;
}

beforeAll(async () => {
  service = await startTestService();
  companyId = await create('companies', '<company><name>Feed Co</name></company>');
  omarId = await create(
    'people',
    `<person><first_name>Omar</first_name><last_name>Haddad</last_name><company_id>${companyId}</company_id></person>`,
  );
  await send(
    'PUT',
    `/service/companies/${companyId}.xml`,
    '<company><name>Feed Corp</name></company>',
  );
  await send(
    'POST',
    `/service/companies/${companyId}/comments.xml`,
    '<comment><comment>Renewal is due in March\nSecond line of detail</comment></comment>',
  );
  await send(
    'POST',
    `/service/people/${omarId}/comments.xml`,
    '<comment><comment>Omar prefers calls</comment></comment>',
  );
  const call = await create(
    'communications',
    '<communication><subject>Pricing call</subject><ctype>phone</ctype><date>2026-01-05 10:00:00</date></communication>',
  );
  await send(
    'PUT',
    `/service/communications/${call}/add_participant.xml?contact_id=${omarId}&role=to`,
  );
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

function renderFeed(record: RecordRef, url = '/') {
  return renderWithApp(<RecordFeed record={record} />, { apiClient: client, url });
}

const history = () => screen.findByRole('list', { name: /^History/ });
const entryTexts = async () =>
  within(await history())
    .getAllByRole('article')
    .map((a) => a.textContent ?? '');

describe('RecordFeed', () => {
  it('shows a company’s comments with their text, its people’s comments and communications, and its changes', async () => {
    renderFeed({ collection: 'companies', id: companyId });
    await waitFor(async () => expect(await entryTexts()).toHaveLength(5));
    const texts = await entryTexts();
    expect(texts.some((t) => t.includes('Renewal is due in March'))).toBe(true);
    expect(
      texts.some((t) => t.includes('Omar prefers calls') && t.includes('on Omar Haddad')),
    ).toBe(true);
    expect(texts.some((t) => t.includes('Pricing call') && t.includes('on Omar Haddad'))).toBe(
      true,
    );
    expect(texts.some((t) => t.includes('changed the name from ‘Feed Co’ to ‘Feed Corp’'))).toBe(
      true,
    );
    expect(texts.some((t) => t.includes('created the company'))).toBe(true);
    expect(
      screen.getByText('Includes the comments and communications of this company’s person.'),
    ).toBeInTheDocument();
  });

  it('keeps its filter in the address', async () => {
    const { router } = renderFeed({ collection: 'companies', id: companyId }, '/?feed=comments');
    await waitFor(async () => expect(await entryTexts()).toHaveLength(2));
    // Both entries are comments (each drawn with its Edit and Delete).
    expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(2);
    await userEvent.click(screen.getByText('Changes'));
    await waitFor(() => expect(router.state.location.search).toBe('?feed=changes'));
    await waitFor(async () =>
      expect(await entryTexts()).toEqual([
        expect.stringContaining('changed the name'),
        expect.stringContaining('created the company'),
      ]),
    );
  });

  it('logs a call from a person in one dialog, writing the roles the API knows', async () => {
    renderFeed({ collection: 'people', id: omarId });
    // The log buttons wait for the person's name (the dialog prefills them as a participant).
    const logCall = await screen.findByRole('button', { name: 'Log call' });
    await waitFor(() => expect(logCall).toBeEnabled());
    await userEvent.click(logCall);
    const dialog = await screen.findByRole('dialog', { name: 'Log call' });
    const role = await within(dialog).findByRole('combobox', { name: 'Role of Omar Haddad' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Caller', 'Called']);
    expect(role).toHaveValue('to');
    await userEvent.selectOptions(role, 'Caller');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Subject' }),
      'He called back',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect((await entryTexts()).some((t) => t.includes('He called back'))).toBe(true),
    );
    const list = await send('GET', `/service/people/${omarId}/communications.xml`);
    const { id } = decodeCommunicationList(list.xml!).find((c) => c.subject === 'He called back')!;
    const participants = await send('GET', `/service/communications/${id}/participants.xml`);
    expect(decodeParticipantList(participants.xml!)).toEqual([
      { name: 'Omar Haddad', contactId: omarId, role: 'from' },
    ]);
  });

  it('replies to a comment by quoting its first line, and draws the quote as one', async () => {
    renderFeed({ collection: 'companies', id: companyId }, '/?feed=comments');
    const article = (await screen.findByText(/Renewal is due in March/)).closest('article')!;
    await userEvent.click(within(article).getByRole('button', { name: /^Reply/ }));
    await userEvent.type(
      within(article).getByRole('textbox', { name: /^Reply to/ }),
      'I will call them',
    );
    await userEvent.click(within(article).getByRole('button', { name: 'Post reply' }));
    const latest = await send('GET', `/service/comments.xml?company_id=${companyId}&limit=1`);
    const comment = decodeMegaComment(latest.xml!.children[0]!);
    expect(comment.comment).toBe('> Renewal is due in March\n\nI will call them');
    await waitFor(async () => expect(await entryTexts()).toHaveLength(3));
    const reply = (await screen.findByText('I will call them')).closest('article')!;
    expect(reply.querySelector('blockquote')?.textContent).toBe('Renewal is due in March');
  });

  it('tells its deals’ creation, status and amount changes, naming each deal, past pages of comments', async () => {
    const dealCo = await create('companies', '<company><name>Deal Co</name></company>');
    // More comments than a page of the activity stream: its first page keeps no change.
    for (let i = 0; i < 30; i++)
      await send(
        'POST',
        `/service/companies/${dealCo}/comments.xml`,
        `<comment><comment>Note ${i}</comment></comment>`,
      );
    const deal = await create(
      'deals',
      `<deal><title>Big order</title><status>pending</status><amount>10</amount><deal_with_id>${dealCo}</deal_with_id></deal>`,
    );
    await send('PUT', `/service/deals/${deal}.xml`, '<deal><status>won</status></deal>');
    await send('PUT', `/service/deals/${deal}.xml`, '<deal><amount>25</amount></deal>');
    await send(
      'PUT',
      `/service/deals/${deal}.xml`,
      '<deal><background>Not told</background></deal>',
    );
    await create(
      'deals',
      `<deal><title>Someone else's</title><status>pending</status><deal_with_id>${omarId}</deal_with_id></deal>`,
    );

    renderFeed({ collection: 'companies', id: dealCo }, '/?feed=changes');
    await waitFor(async () => expect(await entryTexts()).toHaveLength(4));
    const texts = await entryTexts();
    expect(texts.filter((t) => t.includes('the deal ‘Big order’'))).toEqual([
      expect.stringMatching(
        /changed the amount of the deal ‘Big order’ from ‘10(\.00)?’ to ‘25(\.00)?’/,
      ),
      expect.stringContaining('changed the status of the deal ‘Big order’ from ‘pending’ to ‘won’'),
      expect.stringContaining('created the deal ‘Big order’'),
    ]);
    expect(texts.at(-1)).toContain('created the company');
    const link = within(await history()).getAllByRole('link', { name: '‘Big order’' })[0]!;
    expect(link).toHaveAttribute('href', `/deals/${deal}`);
  });

  it('draws a one-page history plainly and windows a longer one, loaded when it is needed', async () => {
    renderFeed({ collection: 'companies', id: companyId });
    await waitFor(async () => expect((await entryTexts()).length).toBeGreaterThan(0));
    const short = await history();
    expect(short.style.display).toBe('grid');
    expect(short.style.position).toBe('');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    cleanup();

    const busy = await create('companies', '<company><name>Busy Co</name></company>');
    for (let i = 0; i < 30; i++)
      await send(
        'POST',
        `/service/companies/${busy}/comments.xml`,
        `<comment><comment>Busy note ${i}</comment></comment>`,
      );
    renderFeed({ collection: 'companies', id: busy }, '/?feed=comments');
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeVisible();
    await waitFor(async () => expect((await history()).style.position).toBe('relative'));
  });
});
