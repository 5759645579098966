// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeCommunicationList } from '#xml/communication';
import { decodeParticipantList } from '#xml/participant';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { createApiClient, type ApiClient } from '../../../api/client/client';
import { requestUrl } from '../../../api/testing/requestUrl';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { RecordFeed } from './RecordFeed';

/** "Log meeting" against the real service, and against it dressed as a classic server without meetings. */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let personId: number;

beforeAll(async () => {
  service = await startTestService();
  const created = await service.request('POST', '/service/people.xml', {
    body: '<person><first_name>Mia</first_name><last_name>Stone</last_name></person>',
  });
  personId = Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
});

afterAll(async () => {
  await service.close();
});

/** A client of the test service; `classic` refuses the meeting type as a classic server does (422). */
function clientOf(classic: boolean): ApiClient {
  return createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: async (input, init) => {
      const url = new URL(requestUrl(input));
      const body = typeof init?.body === 'string' ? init.body : '';
      if (
        classic &&
        url.pathname === '/service/communications.xml' &&
        /<ctype>meeting<\/ctype>/i.test(body)
      )
        return new Response(
          '<errors><error>Ctype must be one of email, note, phone, chat</error></errors>',
          { status: 422, headers: { 'content-type': 'application/xml' } },
        );
      return globalThis.fetch(input, init);
    },
  });
}

async function logMeeting(client: ApiClient, subject: string): Promise<void> {
  renderWithApp(<RecordFeed record={{ collection: 'people', id: personId }} />, {
    apiClient: client,
  });
  const button = await screen.findByRole('button', { name: 'Log meeting' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Log meeting' });
  await within(dialog).findByRole('combobox', { name: 'Role of Mia Stone' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), subject);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save meeting' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function stored(subject: string) {
  const list = await service.request('GET', `/service/people/${personId}/communications.xml`);
  const found = decodeCommunicationList(list.xml!).find((c) => c.subject === subject)!;
  const participants = await service.request(
    'GET',
    `/service/communications/${found.id}/participants.xml`,
  );
  return { ctype: found.ctype, participants: decodeParticipantList(participants.xml!) };
}

describe('Log meeting', () => {
  it('keeps a meeting as the meeting type, shown as a Meeting in the feed', async () => {
    await logMeeting(clientOf(false), 'Roadmap workshop');
    expect(await stored('Roadmap workshop')).toEqual({
      ctype: 'Meeting',
      participants: [{ name: 'Mia Stone', contactId: personId, role: 'to' }],
    });
    expect(await screen.findByText('Meeting logged')).toBeInTheDocument();
    // The feed's entry (the subject may show elsewhere first, as the dialog closes).
    await waitFor(() => {
      const entry = screen
        .getAllByText('Roadmap workshop')
        .map((element) => element.closest('article'))
        .find((article) => article !== null);
      expect(entry).toHaveTextContent('Meeting');
    });
  }, 30_000);

  it('keeps it as a note, and says so, on a server without the meeting type', async () => {
    await logMeeting(clientOf(true), 'Lunch meeting');
    expect(await stored('Lunch meeting')).toEqual({
      ctype: 'Note',
      participants: [{ name: 'Mia Stone', contactId: personId, role: 'to' }],
    });
    expect(
      await screen.findByText('Meeting logged as a note: this server has no meeting type'),
    ).toBeInTheDocument();
  }, 30_000);
});
