// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, configure, screen } from '@testing-library/react';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { clientForService } from '#api/testing/serviceClient';
import type { ApiClient } from '#api/client/client';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import type { RestorePlan } from '../engine/snapshot/restorePlan';
import { RestorePlanStep } from './RestorePlanStep';

/** The plan step's SuperTag choice for the account's administrator and for a member. */
let service: TestService;
let administrator: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  administrator = clientForService(service);
  const bob = await service.addUser('Bob', 'bob@example.com');
  member = clientForService({ url: service.url, token: bob.token });
});
afterAll(() => service.close());
afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const PLAN: RestorePlan = {
  accountKeepsMap: true,
  targetUsers: [],
  missingAssignees: [],
  missingSuperTags: [
    { name: 'Profile', fields: [{ name: 'Interest', type: 'Text', options: [], text: '' }] },
  ],
};

function renderStep(apiClient: ApiClient) {
  renderWithApp(
    <RestorePlanStep
      plan={PLAN}
      choices={{ assignees: {}, createSuperTags: false }}
      onChange={() => undefined}
      disabled={false}
    />,
    { apiClient },
  );
}

it('offers an administrator to create the missing SuperTags', async () => {
  renderStep(administrator);
  expect(await screen.findByRole('checkbox', { name: /Create these SuperTags/ })).toBeEnabled();
});

it('tells a member that only administrators define SuperTags, with no choice that would fail', async () => {
  renderStep(member);
  expect(
    await screen.findByText(/Only the account’s administrators can define SuperTags/),
  ).toBeVisible();
  expect(screen.queryByRole('checkbox', { name: /Create these SuperTags/ })).toBeNull();
});
