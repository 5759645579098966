// @vitest-environment jsdom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { CommentsPanel } from './CommentsPanel';

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

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await switchLanguage('en');
});

// Mantine's autosizing Textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

async function newCompany(name: string): Promise<number> {
  const created = await service.request('POST', '/service/companies.xml', {
    body: `<company><name>${name}</name></company>`,
  });
  return Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

/** The panel as a company page shows it, fed by the company's cached show query. */
function CompanyComments({ id }: { id: number }) {
  const query = useQuery(companyQueries.detail(useApiClient(), id));
  if (query.data === undefined) return <p>loading</p>;
  return (
    <CommentsPanel
      record={{ collection: 'companies', id }}
      comments={query.data.value.megaComments}
    />
  );
}

function renderComments(id: number) {
  renderWithApp(null, {
    url: '/',
    apiClient: client,
    routes: [{ path: '/', element: <CompanyComments id={id} /> }],
  });
  return userEvent.setup();
}

/** The panel shown or hidden in one app (its cache, the signed-in user already known), as a
 * record page left and visited again. */
function ShownOrHidden({ id }: { id: number }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((was) => !was)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown && <CompanyComments id={id} />}
    </>
  );
}

describe('CommentsPanel drafts', () => {
  it('keeps an unsent comment for when the user comes back, per record, until it is sent', async () => {
    const id = await newCompany('Draft Keepers');
    const other = await newCompany('Other Company');
    let user = renderComments(id);
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Call on Monday');
    cleanup();

    // Another record's box starts empty: the draft belongs to the first company.
    renderComments(other);
    expect(await screen.findByRole('textbox', { name: 'New comment' })).toHaveValue('');
    cleanup();

    user = renderComments(id);
    const box = await screen.findByRole('textbox', { name: 'New comment' });
    await waitFor(() => expect(box).toHaveValue('Call on Monday'));
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Call on Monday')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    cleanup();

    renderComments(id);
    expect(await screen.findByText('Call on Monday')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('');
  });

  it('shows the draft again when the panel mounts with the signed-in user already known', async () => {
    const id = await newCompany('Remounted Drafts');
    renderWithApp(null, {
      url: '/',
      apiClient: client,
      routes: [{ path: '/', element: <ShownOrHidden id={id} /> }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Still here?');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('textbox', { name: 'New comment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Come back' }));
    expect(await screen.findByRole('textbox', { name: 'New comment' })).toHaveValue('Still here?');
  });
});

describe('in German', () => {
  it('labels the comments and their dates in German, and says so when the text is missing', async () => {
    await switchLanguage('de');
    const id = await newCompany('Kommentar GmbH');
    await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: '<comment><comment>Guten Tag</comment></comment>',
    });
    const user = renderComments(id);
    const comment = await screen.findByRole('article', { name: /^Kommentar von / });
    // A German date: day first, dotted ("29.11.2026, 01:20").
    expect(comment).toHaveAccessibleName(/ am \d{2}\.\d{2}\.\d{4}/);
    expect(screen.getByRole('list', { name: 'Kommentare' })).toHaveTextContent('Guten Tag');
    expect(screen.getByRole('button', { name: 'Kommentar bearbeiten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kommentar hinzufügen' }));
    expect(await screen.findByText('Schreiben Sie zuerst den Kommentar')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Neuer Kommentar' })).toBeInTheDocument();
  });
});
