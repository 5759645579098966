import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, getCompany } from '../../src/api/companies';
import { ApiError } from '../../src/api/client/apiError';
import { createApiClient, type ApiClient } from '../../src/api/client/client';
import {
  createLocation,
  deleteLocation,
  getLocation,
  updateLocation,
} from '../../src/api/locations';
import { addTags, getTag, removeTag } from '../../src/api/tags';
import { startTestService, type TestService } from '../service/testing/serviceHarness';
import { startProxy, type RunningProxy } from './testing/proxyHarness';

/**
 * Names holding a `/` travel as one path segment (`%2F`) from the console's own API functions
 * through the real proxy to the real service, on loopback: a tag and a location are added, shown
 * and removed by those names.
 */
describe('names with a slash, through the proxy to the service', () => {
  let service: TestService;
  let proxy: RunningProxy;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    proxy = await startProxy({
      upstreams: [new URL(service.url)],
      token: service.token,
      upstreamLabel: 'embedded',
    });
    client = createApiClient({ baseUrl: `http://127.0.0.1:${proxy.port}/service` });
  });
  afterAll(async () => {
    await proxy.close();
    await service.close();
  });

  const statusOf = (error: unknown): number | null | undefined =>
    error instanceof ApiError ? error.status : undefined;

  it('adds, shows and removes the tag "a/b" on a company', async () => {
    const id = await createCompany(client, { name: 'Slash Tags Ltd' });
    await addTags(client, { record: { collection: 'companies', id }, names: ['a/b'] });

    const tag = await getTag(client, 'a/b');
    expect(tag.value.name).toBe('a/b');
    expect((await getCompany(client, id)).value.tags.map((t) => t.name)).toEqual(['a/b']);
    // One segment: neither half is a tag of its own.
    expect(statusOf(await getTag(client, 'a').catch((error: unknown) => error))).toBe(404);

    await removeTag(client, { record: { collection: 'companies', id }, name: 'a/b' });
    expect((await getCompany(client, id)).value.tags).toEqual([]);
  });

  it('adds, shows, edits and removes the location "HQ/East" of a company', async () => {
    const id = await createCompany(client, { name: 'Slash Places Ltd' });
    const ref = { collection: 'companies', id, label: 'HQ/East' } as const;
    await createLocation(client, {
      collection: 'companies',
      id,
      input: { label: 'HQ/East', city: 'Boston' },
    });

    expect((await getLocation(client, ref)).value).toMatchObject({
      label: 'HQ/East',
      city: 'Boston',
    });
    await updateLocation(client, { ...ref, input: { city: 'Cambridge' } });
    expect((await getLocation(client, ref)).value).toMatchObject({
      label: 'HQ/East',
      city: 'Cambridge',
    });
    expect((await getCompany(client, id)).value.locations.map((l) => l.label)).toEqual(['HQ/East']);

    await deleteLocation(client, ref);
    expect(statusOf(await getLocation(client, ref).catch((error: unknown) => error))).toBe(404);
    expect((await getCompany(client, id)).value.locations).toEqual([]);
  });

  it('adds, shows and removes the tag ".NET developers" and the location ".old"', async () => {
    const id = await createCompany(client, { name: 'Dot Names Ltd' });
    await addTags(client, { record: { collection: 'companies', id }, names: ['.NET developers'] });
    expect((await getTag(client, '.NET developers')).value.name).toBe('.NET developers');
    await removeTag(client, { record: { collection: 'companies', id }, name: '.NET developers' });
    expect((await getCompany(client, id)).value.tags).toEqual([]);

    const ref = { collection: 'companies', id, label: '.old' } as const;
    await createLocation(client, {
      collection: 'companies',
      id,
      input: { label: '.old', city: 'Ur' },
    });
    expect((await getLocation(client, ref)).value).toMatchObject({ label: '.old', city: 'Ur' });
    await updateLocation(client, { ...ref, input: { city: 'Uruk' } });
    expect((await getLocation(client, ref)).value).toMatchObject({ city: 'Uruk' });
    await deleteLocation(client, ref);
    expect(statusOf(await getLocation(client, ref).catch((error: unknown) => error))).toBe(404);
  });

  it('still refuses raw dotfiles and real dot segments, however encoded', async () => {
    for (const path of [
      '/service/.env',
      '/service/tags/.NET.xml',
      '/service/tags/a%2F.env',
      '/service/tags/%2E%2E.xml',
      '/service/%2E%2E/users.xml',
      '/service/tags/%2E%2E%2Fusers.xml',
      '/service/companies/%2E/people.xml',
    ]) {
      const answer = await fetch(`http://127.0.0.1:${proxy.port}${path}`);
      expect([400, 404], path).toContain(answer.status);
    }
  });
});
