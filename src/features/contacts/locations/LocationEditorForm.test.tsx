// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '#api/companies';
import { useApiClient } from '#api/client/ApiClientProvider';
import { createApiClient, type ApiClient } from '#api/client/client';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { basicAuthorization } from '../../../../server/http/basicAuth';
import { LocationEditor } from './LocationEditor';

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

async function renderCompanyLocations() {
  const created = await service.request('POST', '/service/companies.xml', {
    body: '<company><name>Unsaved Locations</name></company>',
  });
  const id = Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
  renderWithApp(null, {
    url: '/',
    apiClient: client,
    routes: [{ path: '/', element: <CompanyLocations id={id} /> }],
  });
  return userEvent.setup();
}

/** Mantine draws the backdrop of the open dialogs as an overlay; the location dialog's is the first. */
function outside(): Element {
  const overlay = document.querySelector('.mantine-Modal-overlay');
  if (overlay === null) throw new Error('no dialog overlay');
  return overlay;
}

describe('the location dialog with typed input', () => {
  it('asks before Esc or a click outside drops the fields, and closes only on Discard', async () => {
    const user = await renderCompanyLocations();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Lyon');

    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(screen.getByRole('dialog', { name: 'Add location' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');

    await user.click(outside());
    expect(
      await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).toBeInTheDocument();
    // Esc in the question answers it (keep editing); it is not a second request to close.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Add location' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add location' })).toBeNull());

    // Opened again it starts empty, and with nothing typed Esc closes it without a question.
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const again = await screen.findByRole('dialog', { name: 'Add location' });
    expect(within(again).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add location' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });
});
