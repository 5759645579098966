// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CUSTOMER_PROFILE,
  DEMO_SUPER_TAGS,
  SOCIAL_MEDIA,
} from '../../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeRecordSuperTag, type RecordSuperTag, type SuperTagDefinition } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { SuperTagForm } from './SuperTagForm';
import { FIXTURE_SUPERTAGS } from './testing/fixtureSuperTags';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * The form generated from a definition, driven like a user would, saving to the real service;
 * what was stored is read back through the API.
 */
let service: TestService;
let client: ApiClient;
let fixtureClient: ApiClient;
let fixtureToken: string;

beforeAll(async () => {
  service = await startTestService();
  for (const definition of DEMO_SUPER_TAGS)
    await service.store.tags.defineSuperTag(service.scope.accountId, definition);
  // The fixtures' "social media" is the demo's "Social media" (names ignore case): its own account.
  const fixtureUser = await service.addUser('Fixture user', 'fixtures@example.com', {
    newAccount: true,
  });
  fixtureClient = clientWithToken(fixtureUser.token);
  for (const { definition } of FIXTURE_SUPERTAGS)
    await service.store.tags.defineSuperTag(fixtureUser.scope.accountId, definition);
  fixtureToken = fixtureUser.token;
  client = clientWithToken(service.token);
});

afterAll(async () => {
  await service.close();
});

function clientWithToken(token: string): ApiClient {
  return createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(token) },
  });
}

afterEach(cleanup);

async function newCompany(name: string, token?: string): Promise<number> {
  const created = await service.request('POST', '/service/companies.xml', {
    body: `<company><name>${name}</name></company>`,
    token,
  });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function storedSuperTag(
  companyId: number,
  name: string,
  token?: string,
): Promise<RecordSuperTag> {
  const shown = await service.request(
    'GET',
    `/service/companies/${companyId}/super_tags/${encodeURIComponent(name)}.xml`,
    { token },
  );
  expect(shown.status).toBe(200);
  return decodeRecordSuperTag(shown.xml!);
}

function renderForm(
  definition: SuperTagDefinition,
  companyId: number,
  applied?: RecordSuperTag,
  apiClient = client,
) {
  const saved: string[] = [];
  renderWithApp(
    <SuperTagForm
      definition={definition}
      record={{ collection: 'companies', id: companyId }}
      applied={applied}
      onSaved={() => saved.push('saved')}
      onCancel={() => saved.push('cancelled')}
    />,
    { apiClient },
  );
  return saved;
}

describe('SuperTagForm generated from the demo definitions', () => {
  for (const definition of DEMO_SUPER_TAGS) {
    it(`gives every field of “${definition.name}” the control its type calls for`, () => {
      renderForm(definition, 1);
      for (const field of definition.fields) {
        if (isMultipleChoice(field.type)) {
          const group = screen.getByRole('group', { name: field.name });
          expect(
            within(group)
              .getAllByRole('checkbox')
              .map((box) => box.getAttribute('value')),
          ).toEqual(field.options);
        } else {
          expect(screen.getByRole('textbox', { name: field.name })).toHaveValue('');
        }
      }
      expect(
        screen.queryAllByRole('checkbox').length + screen.queryAllByRole('textbox').length,
      ).toBe(
        definition.fields.reduce(
          (count, field) => count + (isMultipleChoice(field.type) ? field.options.length : 1),
          0,
        ),
      );
    });
  }

  it('shows each multiple-choice field as a group of checkboxes, one per option', () => {
    renderForm(CUSTOMER_PROFILE, 1);
    const interest = screen.getByRole('group', { name: 'Interest' });
    expect(
      within(interest)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(CUSTOMER_PROFILE.fields[1]!.options);
    const industry = screen.getByRole('group', { name: 'Industry' });
    expect(within(industry).getAllByRole('checkbox')).toHaveLength(
      CUSTOMER_PROFILE.fields[0]!.options.length,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves several choices, one of them holding a comma, exactly', async () => {
    const companyId = await newCompany('Form choices');
    const saved = renderForm(CUSTOMER_PROFILE, companyId);
    const interest = screen.getByRole('group', { name: 'Interest' });
    await userEvent.click(within(interest).getByRole('checkbox', { name: 'Training' }));
    await userEvent.click(within(interest).getByRole('checkbox', { name: 'Support, premium' }));
    const industry = CUSTOMER_PROFILE.fields[0]!.options[0]!;
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Industry' })).getByRole('checkbox', {
        name: industry,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['saved']));

    const stored = await storedSuperTag(companyId, 'Customer profile');
    expect(stored.fields).toEqual([
      { kind: 'choices', element: 'Industries', item: 'Industry', values: [industry] },
      {
        kind: 'choices',
        element: 'Interests',
        item: 'Interest',
        values: ['Support, premium', 'Training'],
      },
    ]);
  });

  it('shows text fields as inputs and saves values under field names with spaces', async () => {
    const companyId = await newCompany('Form text');
    const saved = renderForm(SOCIAL_MEDIA, companyId);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Twitter username' }),
      '@acme, the company',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Work blog' }),
      'https://blog.acme.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['saved']));

    const stored = await storedSuperTag(companyId, 'Social media');
    expect(stored.fields).toEqual([
      { kind: 'text', element: 'Twitter_username', value: '@acme, the company' },
      { kind: 'text', element: 'Work_blog', value: 'https://blog.acme.test' },
    ]);
  });

  it('stores a text value exactly as typed, surrounding spaces and commas included', async () => {
    const companyId = await newCompany('Form spaces');
    const saved = renderForm(SOCIAL_MEDIA, companyId);
    await userEvent.type(screen.getByRole('textbox', { name: 'Twitter username' }), '  a, b  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['saved']));
    expect((await storedSuperTag(companyId, 'Social media')).fields).toEqual([
      { kind: 'text', element: 'Twitter_username', value: '  a, b  ' },
    ]);
  });

  it('edits stored values: unchecking and clearing remove them', async () => {
    const companyId = await newCompany('Form edit');
    await service.request(
      'PUT',
      `/service/companies/${companyId}/super_tags/Customer%20profile.xml`,
      {
        body: '<super_tag><Interest>Support, premium</Interest><Interest>Hardware</Interest></super_tag>',
      },
    );
    const applied = await storedSuperTag(companyId, 'Customer profile');
    const saved = renderForm(CUSTOMER_PROFILE, companyId, applied);
    const interest = screen.getByRole('group', { name: 'Interest' });
    expect(within(interest).getByRole('checkbox', { name: 'Support, premium' })).toBeChecked();
    expect(within(interest).getByRole('checkbox', { name: 'Hardware' })).toBeChecked();
    await userEvent.click(within(interest).getByRole('checkbox', { name: 'Hardware' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['saved']));
    expect((await storedSuperTag(companyId, 'Customer profile')).fields).toEqual([
      { kind: 'choices', element: 'Interests', item: 'Interest', values: ['Support, premium'] },
    ]);
  });

  it('shows the service’s refusal in the form and does not close', async () => {
    const saved = renderForm(SOCIAL_MEDIA, 999_999);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Social media was not saved');
    expect(saved).toEqual([]);
  });
});

describe('SuperTagForm generated from the documented examples (fixtures/docs)', () => {
  // The fixture docs hold values but no definitions, so every field here is read as Text (see fixtureSuperTags.ts); multiple choice is covered by the demo definitions above.
  for (const { file, definition, applied } of FIXTURE_SUPERTAGS) {
    it(`prefills “${definition.name}” (${file}) and stores the same values`, async () => {
      const companyId = await newCompany(`Fixture ${definition.name}`, fixtureToken);
      const saved = renderForm(definition, companyId, applied, fixtureClient);
      for (const [index, field] of definition.fields.entries()) {
        const value = applied.fields[index]!;
        expect(screen.getByRole('textbox', { name: field.name })).toHaveValue(
          value.kind === 'text' ? value.value : '',
        );
      }
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved).toEqual(['saved']));
      const stored = await storedSuperTag(companyId, definition.name, fixtureToken);
      expect(stored.fields.map((f) => (f.kind === 'text' ? f.value : f.values))).toEqual(
        applied.fields.map((f) => (f.kind === 'text' ? f.value : f.values)),
      );
    });
  }
});
