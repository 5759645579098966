// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { basicAuthorization } from '#server/http/basicAuth';
import { AssigneeSelect } from './AssigneeSelect';

let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  await service.addUser('Bob Active', 'bob@example.com');
  const carol = await service.addUser('Carol Gone', 'carol@example.com');
  const res = await service.request('PUT', `/service/account/users/${carol.scope.userId}.xml`, {
    body: '<user><active>false</active></user>',
  });
  expect(res.status).toBe(200);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

describe('the assignee picker', () => {
  it('does not offer a deactivated user', async () => {
    renderWithApp(<AssigneeSelect value="" emptyLabel="Me" onChange={() => undefined} />, {
      apiClient: client,
    });
    const picker = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() =>
      expect(
        within(picker).getByRole('option', { name: 'Bob Active (bob@example.com)' }),
      ).toBeInTheDocument(),
    );
    expect(within(picker).queryByRole('option', { name: /Carol/ })).toBeNull();
  });
});
