// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createApiClient } from '../../api/client/client';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { renderWithApp } from '../testing/renderWithApp';
import { CurrentUser } from './CurrentUser';
import { basicAuthorization } from '#server/http/basicAuth';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

describe('CurrentUser', () => {
  it('shows the user the token belongs to', async () => {
    const apiClient = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: basicAuthorization(service.token) },
    });
    renderWithApp(<CurrentUser />, { apiClient });
    expect(
      await screen.findByRole('group', { name: 'Current user: Test Admin' }),
    ).toHaveTextContent('Test Admin');
  });

  it('says the user is unknown when the service refuses the request', async () => {
    const apiClient = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: 'Basic bm8tc3VjaC10b2tlbjp4' },
    });
    renderWithApp(<CurrentUser />, { apiClient });
    expect(await screen.findByRole('img', { name: 'Current user unknown' })).toBeInTheDocument();
  });
});
