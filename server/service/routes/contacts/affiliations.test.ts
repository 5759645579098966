import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeAffiliationList } from '#xml/affiliation';
import { decodePersonList } from '#xml/person';
import { startTestService, type TestService } from '../../testing/serviceHarness';
import { createCompany, createPerson } from '../../testing/contactRoutes';

describe('affiliations and employees', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  it("lists a company's people as affiliations labelled with their title, or Employee", async () => {
    const company = await createCompany(service, 'Acme');
    const other = await createCompany(service, 'Other');
    const jane = await createPerson(service, {
      first_name: 'Jane',
      last_name: 'Example',
      title: 'CTO',
      company_id: company,
    });
    const bo = await createPerson(service, { first_name: 'Bo', company: 'acme' });
    await createPerson(service, { first_name: 'Elsewhere', company_id: other });
    const res = await service.request('GET', `/service/companies/${company}/affiliations.xml`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<affiliations type="array"><affiliation><record_id type="integer">',
    );
    expect(decodeAffiliationList(res.xml!)).toEqual([
      { recordId: jane, recordType: 'Person', recordName: 'Jane Example', label: 'CTO' },
      { recordId: bo, recordType: 'Person', recordName: 'Bo', label: 'Employee' },
    ]);
    expect(
      decodeAffiliationList(
        (
          await service.request(
            'GET',
            `/service/companies/${await createCompany(service, 'Empty')}/affiliations.xml`,
          )
        ).xml!,
      ),
    ).toEqual([]);
  });

  it("shows a person's company as an affiliation of type Company", async () => {
    const company = await createCompany(service, 'Acme');
    const person = await createPerson(service, {
      first_name: 'Jane',
      title: 'Engineer',
      company_id: company,
    });
    expect(
      decodeAffiliationList(
        (await service.request('GET', `/service/people/${person}/affiliations.xml`)).xml!,
      ),
    ).toEqual([
      { recordId: company, recordType: 'Company', recordName: 'Acme', label: 'Engineer' },
    ]);
    const loner = await createPerson(service, { first_name: 'Loner' });
    expect(
      decodeAffiliationList(
        (await service.request('GET', `/service/people/${loner}/affiliations.xml`)).xml!,
      ),
    ).toEqual([]);
  });

  it('answers 404 for affiliations of missing records or records of the other kind', async () => {
    const company = await createCompany(service, 'Acme');
    const person = await createPerson(service, { first_name: 'P' });
    for (const path of [
      '/service/companies/9999/affiliations.xml',
      `/service/companies/${person}/affiliations.xml`,
      `/service/people/${company}/affiliations.xml`,
      `/service/companies/${person}/people.xml`,
    ]) {
      expect((await service.request('GET', path)).status, path).toBe(404);
    }
  });

  it("lists a company's employees as people carrying company and company_id, paged like lists", async () => {
    const company = await createCompany(service, 'Acme');
    const employees: number[] = [];
    for (let i = 0; i < 12; i++)
      employees.push(await createPerson(service, { first_name: `E${i}`, company_id: company }));
    await createPerson(service, { first_name: 'Outsider' });
    const res = await service.request('GET', `/service/companies/${company}/people.xml`);
    expect(res.status).toBe(200);
    expect(res.xml!.name).toBe('people');
    const page = decodePersonList(res.xml!);
    expect(page.map((p) => p.id)).toEqual(employees.slice(0, 10));
    expect(page.every((p) => p.company === 'Acme' && p.companyId === company)).toBe(true);
    expect(
      decodePersonList(
        (await service.request('GET', `/service/companies/${company}/people.xml?offset=10`)).xml!,
      ).map((p) => p.id),
    ).toEqual(employees.slice(10));
    expect(
      (await service.request('GET', `/service/companies/${company}/people.xml?offset=x`)).status,
    ).toBe(400);
    const { token } = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    expect(
      (await service.request('GET', `/service/companies/${company}/people.xml`, { token })).status,
    ).toBe(404);
  });
});
