// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '#api/client/client';
import { requestUrl } from '#api/testing/requestUrl';
import { basicAuthorization } from '#server/http/basicAuth';
import { clientForService } from '#api/testing/serviceClient';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { decodeDealList } from '#xml/deal';
import { decodePersonList } from '#xml/person';
import { CompanyDetailPage } from '../CompanyDetailPage';
import { PersonDetailPage } from '../PersonDetailPage';
import { switchLanguage } from '#i18n/switchLanguage';

/**
 * The record page against the real service: the side column (name, contact links, tags added on
 * demand), the related cards (deals open first with their count, people, employer) and the "+"
 * buttons that start a deal or a person with this record filled in.
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let client: ApiClient;
let acme = 0;
let ann = 0;

async function post(path: string, body: string): Promise<number> {
  const res = await service.request('POST', path, { body });
  expect(res.status, res.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
}

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
  acme = await post('/service/companies.xml', '<company><name>Acme Tools</name></company>');
  const location = await service.request('POST', `/service/companies/${acme}/locations.xml`, {
    body: '<location><label>work</label><email>sales@acme.example</email><phone>+1 555 0100</phone><website>acme.example</website></location>',
  });
  expect(location.status, location.text).toBeLessThan(300);
  ann = await post(
    '/service/people.xml',
    `<person><first_name>Ann</first_name><last_name>Lee</last_name><title>Buyer</title><company_id>${acme}</company_id></person>`,
  );
  await post(
    '/service/deals.xml',
    `<deal><title>Old order</title><status>won</status><amount>50</amount><deal_with_id>${acme}</deal_with_id></deal>`,
  );
  await post(
    '/service/deals.xml',
    `<deal><title>Anvils</title><amount>1250.5</amount><deal_with_id>${acme}</deal_with_id></deal>`,
  );
  await post('/service/deals.xml', `<deal><title>Someone else's</title></deal>`);
  await post(
    '/service/deals.xml',
    `<deal><title>Ropes</title><attached_contacts><contact_id>${ann}</contact_id></attached_contacts></deal>`,
  );
});
afterAll(async () => {
  await service.close();
});

function renderPage(url: string) {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [
      { path: '/companies/:id', element: <CompanyDetailPage /> },
      { path: '/people/:id', element: <PersonDetailPage /> },
    ],
  });
}

const card = (name: RegExp) => screen.findByRole('region', { name });

describe('a company page', () => {
  it('shows the company with its contact links, its deals open first, and its people', async () => {
    renderPage(`/companies/${acme}`);
    const about = await screen.findByRole('region', { name: 'About Acme Tools' });
    expect(
      within(about).getByRole('heading', { level: 1, name: 'Acme Tools' }),
    ).toBeInTheDocument();
    // The locations below show them too: these are the ones under the name.
    const links = within(about).getByRole('list', { name: 'Contact details' });
    expect(within(links).getByRole('link', { name: 'sales@acme.example' })).toHaveAttribute(
      'href',
      'mailto:sales@acme.example',
    );
    expect(within(links).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );

    const deals = await card(/^Deals \(2\)$/);

    const titles = (await within(deals).findAllByRole('link')).map((link) => link.textContent);
    expect(titles).toEqual(['Anvils', 'Old order']);
    expect(within(deals).getByRole('link', { name: 'Anvils' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/deals\?deal=\d+$/),
    );
    const people = await card(/^People \(1\)$/);
    expect(within(people).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      `/people/${ann}`,
    );
    expect(screen.getByRole('region', { name: 'Activity on Acme Tools' })).toContainElement(
      screen.getByRole('region', { name: 'Feed' }),
    );
  });

  it('starts a deal with the company from the Deals card and lists it there', async () => {
    renderPage(`/companies/${acme}`);
    const deals = await card(/^Deals \(\d+\)$/);
    await userEvent.click(within(deals).getByRole('button', { name: 'New deal with Acme Tools' }));
    const dialog = await screen.findByRole('dialog', { name: /^New deal in pending$/i });
    expect(within(dialog).getByRole('combobox', { name: 'Contact' })).toHaveValue('Acme Tools');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Hammers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await within(deals).findByRole('link', { name: 'Hammers' })).toBeInTheDocument();
    const stored = await service.request('GET', `/service/deals.xml?contact_id=${acme}`);
    expect(decodeDealList(stored.xml!).find((deal) => deal.title === 'Hammers')?.dealWithId).toBe(
      acme,
    );
  }, 30_000);

  it('adds a person working at the company from the People card', async () => {
    renderPage(`/companies/${acme}`);
    const people = await card(/^People \(\d+\)$/);
    await userEvent.click(within(people).getByRole('button', { name: 'Add person at Acme Tools' }));
    const dialog = await screen.findByRole('dialog', { name: 'New person' });
    expect(within(dialog).getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Tools');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Bo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create person' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await within(people).findByRole('link', { name: 'Bo' })).toBeInTheDocument();
    const stored = await service.request('GET', `/service/companies/${acme}/people.xml`);
    expect(decodePersonList(stored.xml!).map((person) => person.firstName)).toContain('Bo');
  }, 30_000);

  it('opens the tag input only when asked, and closes it after adding', async () => {
    renderPage(`/companies/${acme}`);
    const tags = await screen.findByRole('region', { name: 'Tags' });
    expect(within(tags).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
    const input = await within(tags).findByRole('combobox', { name: /Add tags/ });
    expect(input).toHaveFocus();
    // The last name is typed but not made a chip: "Add tags" adds it too.
    await userEvent.type(input, 'supplier{Enter}wholesale');
    await userEvent.click(within(tags).getByRole('button', { name: 'Add tags' }));
    const list = await within(tags).findByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['supplier', 'wholesale']);
    await waitFor(() => expect(within(tags).queryByRole('combobox')).toBeNull());
    expect(within(tags).getByRole('button', { name: 'Add tag' })).toBeInTheDocument();
  }, 30_000);
});

describe('a person page', () => {
  it('shows their employer and the deals they are related to', async () => {
    renderPage(`/people/${ann}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const employer = await card(/^Employer$/);
    expect(within(employer).getByRole('link', { name: 'Acme Tools' })).toHaveAttribute(
      'href',
      `/companies/${acme}`,
    );
    expect(
      await within(employer).findByRole('link', { name: 'sales@acme.example' }),
    ).toBeInTheDocument();
    const deals = await card(/^Deals \(1\)$/);
    expect(await within(deals).findByRole('link', { name: 'Ropes' })).toBeInTheDocument();
  });
});

describe('in German', () => {
  afterEach(() => switchLanguage('en'));

  it('names the cards and the dates in German, and the amounts in the German format', async () => {
    await switchLanguage('de');
    renderPage(`/companies/${acme}`);
    const people = await card(/^Personen \(\d+\)$/);
    expect(
      within(people).getByRole('button', { name: 'Person bei Acme Tools hinzufügen' }),
    ).toBeInTheDocument();
    const deals = await card(/^Deals \(\d+\)$/);
    // 1250.5 in dollars, the German way: a dot between thousands, a decimal comma.
    expect(await within(deals).findByText(/^1\.250,50\s\$$/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Angelegt \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · geändert \d{2}\.\d{2}\.\d{4}/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Firma bearbeiten' })).toBeInTheDocument();
  });

  it("names a person's job at a company Mitarbeiter when the service says Employee (no title)", async () => {
    const bo = await post(
      '/service/people.xml',
      `<person><first_name>Bo</first_name><last_name>Ray</last_name><company_id>${acme}</company_id></person>`,
    );
    await switchLanguage('de');
    renderPage(`/people/${bo}`);
    const affiliations = await card(/^Zugehörigkeiten/);
    expect(await within(affiliations).findByText('Mitarbeiter')).toBeInTheDocument();
    expect(within(affiliations).queryByText('Employee')).toBeNull();
  });
});

describe('the page’s requests', () => {
  it('ask for the cards, SuperTags and feed while the record itself is still on its way', async () => {
    let releaseRecord!: () => void;
    const recordHeld = new Promise<void>((resolve) => (releaseRecord = resolve));
    const askedWhileHeld: string[] = [];
    let holding = true;
    const recordPath = `/service/companies/${acme}.xml`;
    const holdingClient = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: basicAuthorization(service.token) },
      fetch: async (input, init) => {
        const url = new URL(requestUrl(input));
        if (holding && url.pathname !== recordPath) askedWhileHeld.push(url.pathname);
        if (url.pathname === recordPath) await recordHeld;
        return globalThis.fetch(input, init);
      },
    });
    renderWithApp(null, {
      url: `/companies/${acme}`,
      apiClient: holdingClient,
      routes: [{ path: '/companies/:id', element: <CompanyDetailPage /> }],
    });
    await waitFor(() => {
      expect(askedWhileHeld).toEqual(
        expect.arrayContaining([
          '/service/deals.xml',
          `/service/companies/${acme}/affiliations.xml`,
          `/service/companies/${acme}/people.xml`,
          `/service/companies/${acme}/super_tags.xml`,
        ]),
      );
      // The feed's planned list and history: the company's comments, communications or to-dos.
      expect(
        askedWhileHeld.filter((path) => /comments|communications|todos/.test(path)).length,
      ).toBeGreaterThan(0);
    });
    holding = false;
    releaseRecord();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Tools' }),
    ).toBeInTheDocument();
  });
});
