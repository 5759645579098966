import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import {
  createCompany,
  getCompany,
  listCompanyAffiliations,
  listCompanyEmployees,
} from './companies';
import { isConflict, isNotFound } from './client/apiError';
import type { ApiClient } from './client/client';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  listPersonAffiliations,
  updatePerson,
} from './people';
import { clientForService } from './testing/serviceClient';

/** people.ts and locations.ts against the real service. */
describe('people, employees, affiliations and locations', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    client = clientForService(service);
  });
  afterAll(() => service.close());

  it('creates, searches, updates with If-Match and deletes a person', async () => {
    const companyId = await createCompany(client, { name: 'Employer Inc' });
    const id = await createPerson(client, {
      firstName: 'Jane',
      lastName: 'Example',
      title: 'CTO',
      companyId,
    });
    const shown = await getPerson(client, id);
    expect(shown.value).toMatchObject({
      id,
      firstName: 'Jane',
      lastName: 'Example',
      title: 'CTO',
      company: 'Employer Inc',
      companyId,
    });

    expect((await listPeople(client, { name: 'Jane Example' })).map((p) => p.id)).toEqual([id]);
    expect((await listPeople(client, { companyId })).map((p) => p.id)).toEqual([id]);
    expect((await listCompanyEmployees(client, companyId)).map((p) => [p.id, p.companyId])).toEqual(
      [[id, companyId]],
    );
    expect(
      (await listCompanyAffiliations(client, companyId)).map((a) => [a.recordId, a.recordType]),
    ).toEqual([[id, 'Person']]);
    expect(
      (await listPersonAffiliations(client, id)).map((a) => [a.recordId, a.recordType]),
    ).toEqual([[companyId, 'Company']]);

    await updatePerson(client, { id, input: { title: 'CEO' }, ifMatch: shown.etag! });
    await expect(
      updatePerson(client, { id, input: { title: 'Lost' }, ifMatch: shown.etag! }),
    ).rejects.toSatisfy(isConflict);
    expect((await getPerson(client, id)).value.title).toBe('CEO');

    await deletePerson(client, id);
    await expect(getPerson(client, id)).rejects.toSatisfy(isNotFound);
  });

  it('keeps locations by label, with spaces in the path and leading zeros intact', async () => {
    const companyId = await createCompany(client, { name: 'Located Ltd' });
    const owner = { collection: 'companies' as const, id: companyId };
    await createLocation(client, {
      ...owner,
      input: { label: 'work place', primary: true, postalCode: '02806', state: 'RI' },
    });

    const shown = await getLocation(client, { ...owner, label: 'work place' });
    expect(shown.value).toMatchObject({
      label: 'work place',
      primary: true,
      postalCode: '02806',
      state: 'RI',
    });
    expect(shown.value.id).toEqual(expect.any(Number));

    await updateLocation(client, { ...owner, label: 'work place', input: { city: 'Zürich' } });
    expect(
      (await listLocations(client, owner)).map((l) => [l.label, l.city, l.postalCode]),
    ).toEqual([['work place', 'Zürich', '02806']]);
    expect((await getCompany(client, companyId)).value.locations.map((l) => l.label)).toEqual([
      'work place',
    ]);

    await deleteLocation(client, { ...owner, label: 'work place' });
    expect(await listLocations(client, owner)).toEqual([]);
    await expect(getLocation(client, { ...owner, label: 'work place' })).rejects.toSatisfy(
      isNotFound,
    );
  });
});
