import { createCompany, getCompany } from '#api/companies';
import { createPerson, getPerson } from '#api/people';
import { encodeCompanyWrite, type CompanyWrite } from '#xml/company';
import { encodePersonWrite, type PersonWrite } from '#xml/person';
import { engineMessages } from '../messages';
import { companyWhat, personWhat, type RestoreContext, type RestoreParts } from './restoreParts';
import type { Snapshot } from './snapshotModel';
import { documentProblems } from './writeChecks';

/** Companies first: people, deals and communications point at them. */
export function restoreCompanies(
  { client, run, signal }: RestoreContext,
  { tagsAndComments, locations }: RestoreParts,
  snapshot: Snapshot,
): Promise<void> {
  return run.each(
    'companies',
    snapshot.companies,
    (c) => ({ oldId: c.id, what: companyWhat(c.name, c.id) }),
    async (company) => {
      const key = `companies:${company.id}`;
      const what = companyWhat(company.name, company.id);
      const input: CompanyWrite = {
        name: company.name,
        notes: company.notes,
        smallImage: company.smallImage ?? undefined,
        largeImage: company.largeImage ?? undefined,
      };
      const id = await run.ensure(
        'companies',
        company.id,
        (i) => getCompany(client, i, signal),
        () => createCompany(client, input, signal),
        documentProblems(encodeCompanyWrite(input)),
      );
      await locations('companies', key, id, company.locations, what);
      await tagsAndComments('companies', key, id, company.tags, company.megaComments, what);
    },
  );
}

/** People, with their employer pointed at the restored company. */
export function restorePeople(
  { client, run, signal }: RestoreContext,
  { tagsAndComments, locations }: RestoreParts,
  snapshot: Snapshot,
): Promise<void> {
  return run.each(
    'people',
    snapshot.people,
    (p) => ({ oldId: p.id, what: personWhat(p.firstName, p.lastName, p.id) }),
    async (person) => {
      const key = `people:${person.id}`;
      const what = personWhat(person.firstName, person.lastName, person.id);
      let companyId: number | undefined;
      if (person.companyId !== null) {
        companyId = run.newIdOf(`companies:${person.companyId}`);
        if (companyId === undefined)
          run.note(
            engineMessages.t(
              run.wasRefused(`companies:${person.companyId}`)
                ? 'restore.note.employerRefused'
                : 'restore.note.employerMissing',
            ),
            `${what} (${person.company || `#${person.companyId}`})`,
          );
      }
      const input: PersonWrite = {
        firstName: person.firstName,
        lastName: person.lastName,
        title: person.title,
        notes: person.notes,
        smallImage: person.smallImage ?? undefined,
        largeImage: person.largeImage ?? undefined,
        ...(companyId !== undefined && companyId > 0 ? { companyId } : {}),
      };
      const id = await run.ensure(
        'people',
        person.id,
        (i) => getPerson(client, i, signal),
        () => createPerson(client, input, signal),
        documentProblems(encodePersonWrite(input)),
      );
      await locations('people', key, id, person.locations, what);
      await tagsAndComments('people', key, id, person.tags, person.megaComments, what);
    },
  );
}
