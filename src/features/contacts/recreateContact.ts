import { createCompany } from '../../api/companies';
import type { ApiClient } from '../../api/client/client';
import { isApiError } from '../../api/client/apiError';
import { createPerson } from '../../api/people';
import type { Company } from '#xml/company';
import type { Person, PersonWrite } from '#xml/person';
import type { RestoredRecord } from './undo/undoOutcome';
import { restoreContactExtras } from './undo/undoRestore';
import type { ContactLinks } from './contactLinks';
import { restoreContactLinks } from './restoreContactLinks';
import { contactsMessages } from './messages';

/**
 * A deleted company again, by a new POST with its fields, then its locations, tags, comments and
 * links (employees, communications, to-dos, deals). Rejects only when the company itself could
 * not be created; after that, what fails is listed in `missing`.
 */
export async function recreateCompany(
  client: ApiClient,
  company: Company,
  links: ContactLinks,
): Promise<RestoredRecord> {
  const id = await createCompany(client, {
    name: company.name,
    notes: company.notes,
    smallImage: company.smallImage,
    largeImage: company.largeImage,
  });
  const extras = await restoreContactExtras(client, 'companies', id, company);
  return { id, missing: [...extras, ...(await restoreContactLinks(client, id, links))] };
}

/** A deleted person again; an employer deleted meanwhile (422) is left off and reported, rather than failing the undo. */
export async function recreatePerson(
  client: ApiClient,
  person: Person,
  links: ContactLinks,
): Promise<RestoredRecord> {
  const input: PersonWrite = {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    notes: person.notes,
    smallImage: person.smallImage,
    largeImage: person.largeImage,
  };
  const missing: string[] = [];
  let id: number;
  if (person.companyId === null) id = await createPerson(client, input);
  else {
    try {
      id = await createPerson(client, { ...input, companyId: person.companyId });
    } catch (error) {
      if (!(isApiError(error) && error.status === 422)) throw error;
      id = await createPerson(client, input);
      missing.push(
        contactsMessages.t('recreate.employerGone', {
          employer: person.company === '' ? `#${person.companyId}` : `“${person.company}”`,
        }),
      );
    }
  }
  missing.push(...(await restoreContactExtras(client, 'people', id, person)));
  return { id, missing: [...missing, ...(await restoreContactLinks(client, id, links))] };
}
