import { createCompany } from '../../api/companies';
import type { ApiClient } from '../../api/http/client';
import { isApiError } from '../../api/http/apiError';
import { createPerson } from '../../api/people';
import type { Company } from '../../api/xml/company';
import type { Person, PersonWrite } from '../../api/xml/person';
import { restoreContactExtras } from '../../components/undoRestore';

/** A deleted company again, by a new POST with its fields, then its locations, tags and comments; resolves with the new id. */
export async function recreateCompany(client: ApiClient, company: Company): Promise<number> {
  const id = await createCompany(client, { name: company.name, notes: company.notes, smallImage: company.smallImage, largeImage: company.largeImage });
  await restoreContactExtras(client, 'companies', id, company);
  return id;
}

/** A deleted person again; an employer deleted meanwhile (422) is left off rather than failing the undo. */
export async function recreatePerson(client: ApiClient, person: Person): Promise<number> {
  const input: PersonWrite = {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    notes: person.notes,
    smallImage: person.smallImage,
    largeImage: person.largeImage,
  };
  let id: number;
  if (person.companyId === null) id = await createPerson(client, input);
  else {
    try {
      id = await createPerson(client, { ...input, companyId: person.companyId });
    } catch (error) {
      if (!(isApiError(error) && error.status === 422)) throw error;
      id = await createPerson(client, input);
    }
  }
  await restoreContactExtras(client, 'people', id, person);
  return id;
}
