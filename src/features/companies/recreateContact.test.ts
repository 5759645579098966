import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createCompany, deleteCompany, getCompany } from '../../api/companies';
import type { ApiClient } from '../../api/http/client';
import { createPerson, deletePerson, getPerson } from '../../api/people';
import { listRecordSuperTags, setRecordSuperTag } from '../../api/superTags';
import { addTags } from '../../api/tags';
import { clientForService } from '../../api/testing/serviceClient';
import { recreateCompany, recreatePerson } from './recreateContact';

/** Undo of a delete: the re-created record gets its tags and its SuperTag values back (real service). */
describe('recreating a deleted contact', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    await service.store.tags.defineSuperTag(service.scope.accountId, CUSTOMER_PROFILE);
    await service.store.tags.defineSuperTag(service.scope.accountId, SOCIAL_MEDIA);
    client = clientForService(service);
  });
  afterAll(() => service.close());

  it('restores a company with its plain tags and multiple-choice SuperTag values, commas included', async () => {
    const id = await createCompany(client, { name: 'Undone & Co' });
    await addTags(client, { record: { collection: 'companies', id }, names: ['vip'] });
    const interests = [CUSTOMER_PROFILE.fields[1]!.options.find((o) => o.includes(','))!, CUSTOMER_PROFILE.fields[1]!.options.at(-1)!];
    await setRecordSuperTag(client, { record: { collection: 'companies', id }, name: 'Customer profile', values: { Interest: interests } });
    const before = (await getCompany(client, id)).value;
    await deleteCompany(client, id);

    const restored = await recreateCompany(client, before);
    expect(restored).not.toBe(id);
    const after = (await getCompany(client, restored)).value;
    expect(after.tags.map((t) => t.name).sort()).toEqual(['Customer profile', 'vip']);
    const superTags = await listRecordSuperTags(client, { collection: 'companies', id: restored });
    expect(superTags.map((s) => [s.name, s.fields])).toEqual([['Customer profile', before.tags.find((t) => t.supertag)!.fields]]);
    const restoredInterests = superTags[0]!.fields[0];
    expect(restoredInterests?.kind === 'choices' ? [...restoredInterests.values].sort() : null).toEqual([...interests].sort());
  });

  it('restores a person with text SuperTag values whose field names have spaces', async () => {
    const id = await createPerson(client, { firstName: 'Ada', lastName: 'Restored' });
    await setRecordSuperTag(client, { record: { collection: 'people', id }, name: 'Social media', values: { 'Twitter username': '@ada, again', 'Work blog': 'https://blog.example/ada' } });
    const before = (await getPerson(client, id)).value;
    await deletePerson(client, id);

    const restored = await recreatePerson(client, before);
    const superTags = await listRecordSuperTags(client, { collection: 'people', id: restored });
    expect(superTags).toHaveLength(1);
    expect(superTags[0]!.fields).toEqual([
      { kind: 'text', element: 'Twitter_username', value: '@ada, again' },
      { kind: 'text', element: 'Work_blog', value: 'https://blog.example/ada' },
    ]);
  });
});
