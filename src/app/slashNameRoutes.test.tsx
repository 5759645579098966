// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { SOCIAL_MEDIA } from '../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../api/client/client';
import { renderWithApp } from './testing/renderWithApp';
import { SuperTagDetailPage } from '../features/superTags/SuperTagDetailPage';
import { SuperTagsListPage } from '../features/superTags/SuperTagsListPage';
import { TagDetailRoute } from './TagDetailRoute';
import { TagsListPage } from '../features/tags/TagsListPage';
import { basicAuthorization } from '../../server/http/basicAuth';

/**
 * A tag or SuperTag name holding "/" is one route parameter: its link is `/tags/Sales%2FEMEA`,
 * and that address opens the tag "Sales/EMEA" (not a 404, not the tag "Sales"). The patterns are
 * the ones of routes.tsx.
 */
const ROUTES: RouteObject[] = [
  { path: '/tags', element: <TagsListPage /> },
  { path: '/tags/:name', element: <TagDetailRoute /> },
  { path: '/supertags', element: <SuperTagsListPage /> },
  { path: '/supertags/:name', element: <SuperTagDetailPage /> },
];
const SLASHED_SUPERTAG = { ...SOCIAL_MEDIA, name: 'Social/EU' };

let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  const created = await service.request('POST', '/service/companies.xml', {
    body: '<company><name>Emea Trading</name></company>',
  });
  const id = /\/(\d+)\.xml$/.exec(String(created.headers['location']))![1];
  expect(
    (
      await service.request('PUT', `/service/companies/${id}/add_tag.xml`, {
        body: '<tags type="array"><tag>Sales/EMEA</tag><tag>Sales</tag></tags>',
      })
    ).status,
  ).toBe(200);
  await service.store.tags.defineSuperTag(service.scope.accountId, SLASHED_SUPERTAG);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

describe('routes naming a tag with a slash', () => {
  it('links the tag list to /tags/Sales%2FEMEA and opens that tag with its company', async () => {
    const { router } = renderWithApp(null, { url: '/tags', apiClient: client, routes: ROUTES });
    const link = await screen.findByRole('link', { name: 'Sales/EMEA' });
    expect(link).toHaveAttribute('href', '/tags/Sales%2FEMEA');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags/Sales%2FEMEA'));
    expect(await screen.findByRole('heading', { name: 'Tag “Sales/EMEA”' })).toBeInTheDocument();
    const companies = await screen.findByRole('table', { name: 'Companies' });
    expect(within(companies).getByRole('link', { name: 'Emea Trading' })).toBeInTheDocument();
  });

  it('opens the tag "Sales/EMEA" when its address is entered directly', async () => {
    renderWithApp(null, { url: '/tags/Sales%2FEMEA', apiClient: client, routes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Tag “Sales/EMEA”' })).toBeInTheDocument();
  });

  it('says a tag no record carries is not found instead of showing two empty lists', async () => {
    renderWithApp(null, { url: '/tags/Sales%2FNowhere', apiClient: client, routes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Tag not found' })).toBeInTheDocument();
    expect(screen.getByText(/No record carries a tag “Sales\/Nowhere”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tags' })).toHaveAttribute('href', '/tags');
  });

  it('links the SuperTag list to /supertags/Social%2FEU and opens that SuperTag', async () => {
    const { router } = renderWithApp(null, {
      url: '/supertags',
      apiClient: client,
      routes: ROUTES,
    });
    const link = await screen.findByRole('link', { name: 'Social/EU' });
    expect(link).toHaveAttribute('href', '/supertags/Social%2FEU');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/supertags/Social%2FEU'));
    expect(await screen.findByRole('table', { name: 'Fields' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SuperTag not found' })).not.toBeInTheDocument();
  });
});
