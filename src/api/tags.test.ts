import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { createCompany, getCompany } from './companies';
import { isNotFound } from './client/apiError';
import type { ApiClient } from './client/client';
import { createPerson } from './people';
import {
  getRecordSuperTag,
  getSuperTagDefinition,
  listRecordSuperTags,
  listSuperTagDefinitions,
  removeRecordSuperTag,
  setRecordSuperTag,
} from './superTags';
import { addTags, getTag, listTags, removeTag } from './tags';
import { clientForService } from './testing/serviceClient';

/** tags.ts and superTags.ts against the real service. */
describe('tags and SuperTags', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    client = clientForService(service);
  });
  afterAll(() => service.close());

  it('adds several tags in one request, shows and removes them', async () => {
    const companyId = await createCompany(client, { name: 'Tagged' });
    const record = { collection: 'companies' as const, id: companyId };
    await addTags(client, { record, names: ['vip', 'chess, go'] });
    expect((await getCompany(client, companyId)).value.tags.map((t) => t.name).sort()).toEqual([
      'chess, go',
      'vip',
    ]);
    expect((await listTags(client)).map((t) => t.name).sort()).toEqual(['chess, go', 'vip']);
    expect((await getTag(client, 'chess, go')).value).toMatchObject({
      name: 'chess, go',
      supertag: false,
    });

    await removeTag(client, { record, name: 'vip' });
    expect((await getCompany(client, companyId)).value.tags.map((t) => t.name)).toEqual([
      'chess, go',
    ]);
    await expect(getTag(client, 'no such tag')).rejects.toSatisfy(isNotFound);
  });

  it('reads definitions and sets, shows and removes a SuperTag on a person', async () => {
    await service.store.tags.defineSuperTag(service.scope.accountId, {
      name: 'work schedule',
      fields: [
        {
          name: 'work day',
          type: 'Multiple choice',
          options: ['Monday', 'Tuesday', 'Friday'],
          text: '',
        },
        { name: 'hours', type: 'Text', options: [], text: '' },
      ],
    });
    expect((await listSuperTagDefinitions(client)).map((d) => d.name)).toEqual(['work schedule']);
    expect(
      (await getSuperTagDefinition(client, 'work schedule')).value.fields.map((f) => f.name),
    ).toEqual(['work day', 'hours']);

    const personId = await createPerson(client, { firstName: 'Sue', lastName: 'Schedule' });
    const ref = { record: { collection: 'people' as const, id: personId }, name: 'work schedule' };
    await setRecordSuperTag(client, {
      ...ref,
      values: { 'work day': ['Friday', 'Monday'], hours: '9-5 PST' },
    });
    expect((await getRecordSuperTag(client, ref)).value.fields).toEqual([
      { kind: 'choices', element: 'work_days', item: 'work_day', values: ['Monday', 'Friday'] },
      { kind: 'text', element: 'hours', value: '9-5 PST' },
    ]);
    expect((await listRecordSuperTags(client, ref.record)).map((s) => s.name)).toEqual([
      'work schedule',
    ]);

    await removeRecordSuperTag(client, ref);
    expect(await listRecordSuperTags(client, ref.record)).toEqual([]);
  });
});
