// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/client/ApiClientProvider';
import { createApiClient, type ApiClient } from '../api/client/client';
import { renderWithApp } from '../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { basicAuthorization } from '../../server/http/basicAuth';
import { switchLanguage } from '#i18n/switchLanguage';
import { RecordTagsEditor } from './RecordTagsEditor';

let service: TestService;
/** Tag writes wait for this before they leave: a save that takes as long as the test wants. */
let releaseTagWrite: (() => void) | null = null;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: async (input, init) => {
      if (
        init?.method === 'PUT' &&
        (input instanceof Request ? input.url : input.toString()).includes('/add_tag')
      ) {
        await new Promise<void>((resolve) => (releaseTagWrite = resolve));
      }
      return globalThis.fetch(input, init);
    },
  });
});

afterAll(async () => {
  await service.close();
});

configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  releaseTagWrite = null;
  await switchLanguage('en');
});

async function newCompany(name: string): Promise<number> {
  const created = await service.request('POST', '/service/companies.xml', {
    body: `<company><name>${name}</name></company>`,
  });
  return Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

function CompanyTags({ id }: { id: number }) {
  const query = useQuery(companyQueries.detail(useApiClient(), id));
  if (query.data === undefined) return <p>loading</p>;
  return (
    <>
      <RecordTagsEditor
        record={{ collection: 'companies', id }}
        tags={query.data.value.tags}
        addOnDemand
      />
      <button type="button">Somewhere else</button>
    </>
  );
}

function renderTags(id: number) {
  renderWithApp(null, {
    url: '/',
    apiClient: client,
    routes: [{ path: '/', element: <CompanyTags id={id} /> }],
  });
  return userEvent.setup();
}

async function addTagSlowly(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Add tag' }));
  await user.type(await screen.findByRole('combobox', { name: 'Add tags' }), `${name}{Enter}`);
  await user.click(screen.getByRole('button', { name: 'Add tags' }));
  await waitFor(() => expect(releaseTagWrite).not.toBeNull());
}

it('hands the focus back to “Add tag” once the tag is saved', async () => {
  const user = renderTags(await newCompany('Focus Back Co'));
  await addTagSlowly(user, 'focus-back');
  releaseTagWrite?.();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add tag' })).toHaveFocus());
  expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('focus-back');
});

it('leaves the focus where the user moved it while a slow save was on its way', async () => {
  const user = renderTags(await newCompany('Moved On Co'));
  await addTagSlowly(user, 'moved-on');
  const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
  elsewhere.focus();
  releaseTagWrite?.();
  await screen.findByRole('button', { name: 'Add tag' });
  expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('moved-on');
  // One frame later is when the focus would have been taken back.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(elsewhere).toHaveFocus();
});

it('speaks German: its list, its buttons and what it says of a removed tag', async () => {
  await switchLanguage('de');
  const id = await newCompany('Deutsche Tags GmbH');
  await service.request('PUT', `/service/companies/${id}/add_tag.xml`, {
    body: '<tag>ausgebucht</tag>',
  });
  const user = renderTags(id);
  const list = await screen.findByRole('list', { name: 'Tags' });
  expect(list).toHaveTextContent('ausgebucht');
  await user.click(screen.getByRole('button', { name: 'Tag hinzufügen' }));
  expect(await screen.findByRole('combobox', { name: 'Tags hinzufügen' })).toHaveAttribute(
    'placeholder',
    'z. B. Kunde',
  );
  await user.click(screen.getByRole('button', { name: 'Tag ausgebucht entfernen' }));
  expect(await screen.findByText('Tag „ausgebucht“ entfernt')).toBeInTheDocument();
  expect(await screen.findByText('Noch keine Tags.')).toBeInTheDocument();
});
