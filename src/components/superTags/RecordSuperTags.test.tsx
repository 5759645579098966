// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeRecordSuperTagList, type RecordSuperTag } from '#xml/superTag';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { RecordSuperTags } from './RecordSuperTags';
import { resetSuperTagFoldMemory } from './superTagDisclosure';
import { basicAuthorization } from '#server/http/basicAuth';
import { switchLanguage } from '#i18n/switchLanguage';

/** The SuperTags panel of a record against the real service: apply, edit, remove and undo. */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  await service.store.tags.defineSuperTag(service.scope.accountId, CUSTOMER_PROFILE);
  await service.store.tags.defineSuperTag(service.scope.accountId, SOCIAL_MEDIA);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  resetSuperTagFoldMemory();
  await switchLanguage('en');
});

async function newPerson(lastName: string): Promise<number> {
  const created = await service.request('POST', '/service/people.xml', {
    body: `<person><first_name>Pat</first_name><last_name>${lastName}</last_name></person>`,
  });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function storedSuperTags(personId: number): Promise<RecordSuperTag[]> {
  const listed = await service.request('GET', `/service/people/${personId}/super_tags.xml`);
  expect(listed.status).toBe(200);
  return decodeRecordSuperTagList(listed.xml!);
}

describe('RecordSuperTags', () => {
  it('applies a SuperTag from the definitions, then edits its values', async () => {
    const personId = await newPerson('Applier');
    renderWithApp(<RecordSuperTags kind="person" id={personId} />, { apiClient: client });
    expect(await screen.findByText(/No SuperTags on this person/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Apply a SuperTag' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Social media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Social media' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Twitter username' }), '@pat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply SuperTag' }));

    const card = await screen.findByRole('article', { name: 'SuperTag Social media' });
    await waitFor(() => expect(card).toHaveTextContent('Twitter username:@pat'));
    expect((await storedSuperTags(personId)).map((s) => [s.name, s.fields])).toEqual([
      ['Social media', [{ kind: 'text', element: 'Twitter_username', value: '@pat' }]],
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Social media' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Social media' });
    const handle = within(editDialog).getByRole('textbox', { name: 'Twitter username' });
    expect(handle).toHaveValue('@pat');
    await userEvent.clear(handle);
    await userEvent.type(
      within(editDialog).getByRole('textbox', { name: 'Work blog' }),
      'https://pat.blog',
    );
    await userEvent.click(within(editDialog).getByRole('button', { name: 'Save values' }));

    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'SuperTag Social media' })).toHaveTextContent(
        'Work blog:https://pat.blog',
      ),
    );
    expect(screen.getByRole('article', { name: 'SuperTag Social media' })).not.toHaveTextContent(
      'Twitter username',
    );
    expect((await storedSuperTags(personId))[0]!.fields).toEqual([
      { kind: 'text', element: 'Work_blog', value: 'https://pat.blog' },
    ]);
  });

  it('offers only the SuperTags the record does not have yet', async () => {
    const personId = await newPerson('Offered');
    await service.request('PUT', `/service/people/${personId}/super_tags/Social%20media.xml`, {
      body: '<super_tag><Work_blog>x</Work_blog></super_tag>',
    });
    renderWithApp(<RecordSuperTags kind="person" id={personId} />, { apiClient: client });
    await screen.findByRole('article', { name: 'SuperTag Social media' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply a SuperTag' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Customer profile',
      ]),
    );
  });

  it('removes a SuperTag and puts it back with its values on undo', async () => {
    const personId = await newPerson('Remover');
    await service.request('PUT', `/service/people/${personId}/super_tags/Customer%20profile.xml`, {
      body: '<super_tag><Interest>Support, premium</Interest><Interest>Training</Interest></super_tag>',
    });
    renderWithApp(<RecordSuperTags kind="person" id={personId} />, { apiClient: client });
    const card = await screen.findByRole('article', { name: 'SuperTag Customer profile' });
    expect(card).toHaveTextContent('Interest:Support, premium; Training');

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Customer profile' }));
    await screen.findByText(/No SuperTags on this person/);
    expect(await storedSuperTags(personId)).toEqual([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByRole('article', { name: 'SuperTag Customer profile' });
    const restored = await storedSuperTags(personId);
    expect(restored.map((s) => s.fields)).toEqual([
      [
        {
          kind: 'choices',
          element: 'Interests',
          item: 'Interest',
          values: ['Support, premium', 'Training'],
        },
      ],
    ]);
  });

  it('folds a group on the disclosure button, and every record remembers it per SuperTag', async () => {
    const first = await newPerson('Folder');
    const second = await newPerson('Folded');
    for (const id of [first, second])
      await service.request('PUT', `/service/people/${id}/super_tags/Social%20media.xml`, {
        body: '<super_tag><Twitter_username>@fold</Twitter_username></super_tag>',
      });
    const { unmount } = renderWithApp(<RecordSuperTags kind="person" id={first} />, {
      apiClient: client,
    });
    const card = await screen.findByRole('article', { name: 'SuperTag Social media' });
    const toggle = within(card).getByRole('button', { name: 'Social media' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('@fold')).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('@fold')).not.toBeVisible();
    expect(JSON.parse(localStorage.getItem('crm.superTagsFolded') ?? '[]')).toEqual([
      'social media',
    ]);
    unmount();

    // Another record, read from storage afresh (a reload): the same SuperTag opens folded.
    resetSuperTagFoldMemory();
    renderWithApp(<RecordSuperTags kind="person" id={second} />, { apiClient: client });
    const other = await screen.findByRole('article', { name: 'SuperTag Social media' });
    const otherToggle = within(other).getByRole('button', { name: 'Social media' });
    expect(otherToggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(otherToggle);
    expect(within(other).getByText('@fold')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('crm.superTagsFolded') ?? '[]')).toEqual([]);
  });

  it('hides the empty fields and offers to fill them in the edit dialog', async () => {
    const personId = await newPerson('Sparse');
    await service.request('PUT', `/service/people/${personId}/super_tags/Social%20media.xml`, {
      body: '<super_tag><Twitter_username>@sparse</Twitter_username></super_tag>',
    });
    renderWithApp(<RecordSuperTags kind="person" id={personId} />, { apiClient: client });
    const card = await screen.findByRole('article', { name: 'SuperTag Social media' });
    await waitFor(() => expect(card).toHaveTextContent('1 empty field hidden'));
    expect(card).not.toHaveTextContent('Work blog');

    await userEvent.click(
      within(card).getByRole('button', { name: 'Fill the empty fields of Social media' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Social media' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Work blog' }), 'sparse.blog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(card).toHaveTextContent('Work blog:sparse.blog'));
    expect(card).not.toHaveTextContent('empty field');
  });

  it('speaks German: the section, the card and the count of hidden fields', async () => {
    const personId = await newPerson('Deutsch');
    await service.request('PUT', `/service/people/${personId}/super_tags/Social%20media.xml`, {
      body: '<super_tag><Twitter_username>@de</Twitter_username></super_tag>',
    });
    await switchLanguage('de');
    renderWithApp(<RecordSuperTags kind="person" id={personId} />, { apiClient: client });
    const card = await screen.findByRole('article', { name: 'SuperTag Social media' });
    await waitFor(() => expect(card).toHaveTextContent('1 leeres Feld ausgeblendet'));
    expect(within(card).getByRole('button', { name: 'Social media bearbeiten' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'SuperTag anwenden' })).toBeVisible();
  });
});
