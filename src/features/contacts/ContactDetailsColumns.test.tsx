// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { requestUrl } from '../../api/testing/requestUrl';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { PeopleListPage } from './PeopleListPage';

/** The people list's E-mail and Phone columns, against the real service. */
let service: TestService;
const paths: string[] = [];
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  const created = await service.request('POST', '/service/people.xml', {
    body: '<person><first_name>Dana</first_name><last_name>Ortiz</last_name></person>',
  });
  const path = new URL(String(created.headers['location'])).pathname.replace(/\.xml$/, '');
  // The primary location's details are shown, not the first one's.
  await service.request('POST', `${path}/locations.xml`, {
    body: '<location><label>home</label><email>dana@home.example</email><phone>111</phone></location>',
  });
  await service.request('POST', `${path}/locations.xml`, {
    body: '<location><label>work</label><primary>true</primary><email>dana@work.example</email><phone>+1 555 0199</phone></location>',
  });
  await service.request('POST', '/service/people.xml', {
    body: '<person><first_name>Eli</first_name></person>',
  });
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      paths.push(new URL(requestUrl(input)).pathname);
      return globalThis.fetch(input, init);
    },
  });
});

afterAll(async () => {
  await service.close();
});

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderPeople() {
  return renderWithApp(null, {
    url: '/people',
    apiClient: client,
    routes: [{ path: '/people', element: <PeopleListPage /> }],
  });
}

describe('the e-mail and phone columns', () => {
  it('show the primary location’s, from the list document alone, and stay on once chosen', async () => {
    renderPeople();
    const table = await screen.findByRole('table', { name: 'People' });
    await within(table).findByRole('rowheader', { name: /Dana Ortiz/ });
    expect(within(table).queryByRole('columnheader', { name: 'E-mail' })).toBeNull();

    paths.length = 0;
    await userEvent.click(screen.getByRole('switch', { name: /Show e-mail and phone/ }));
    expect(within(table).getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    const dana = within(table).getByRole('row', { name: /Dana Ortiz/ });
    const cells = within(dana).getAllByRole('cell');
    expect(
      cells.some((cell) => within(cell).queryByRole('link', { name: 'dana@work.example' })),
    ).toBe(true);
    expect(cells.some((cell) => within(cell).queryByRole('link', { name: '+1 555 0199' }))).toBe(
      true,
    );
    expect(dana).not.toHaveTextContent('dana@home.example');
    // Turning the columns on asked the service for nothing.
    expect(paths).toEqual([]);

    cleanup();
    renderPeople();
    const again = await screen.findByRole('table', { name: 'People' });
    await waitFor(() =>
      expect(within(again).getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: /Show e-mail and phone/ })).toBeChecked();
    expect(paths.filter((path) => path.includes('/locations'))).toEqual([]);
  }, 30_000);
});
