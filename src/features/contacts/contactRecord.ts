import { contactsMessages } from './messages';
import type { Company } from '#xml/company';
import type { Location } from '#xml/location';
import type { MegaComment } from '#xml/megaComment';
import { fullName, type Person } from '#xml/person';
import type { RecordTag } from '#xml/tag';

/** What a company and a person have in common on their pages and in their lists. */
export interface ContactRecord {
  id: number;
  notes: string;
  tags: RecordTag[];
  locations: Location[];
  megaComments: MegaComment[];
  createdAt: string;
  updatedAt: string;
}

/** A company's name, or "Company #7" when it has none (a classic server allows that). */
export function companyTitle(company: Pick<Company, 'id' | 'name'>): string {
  return company.name === ''
    ? contactsMessages.t('unnamedCompany', { id: company.id })
    : company.name;
}

/** A person's display name, or "Person #7" when both names are empty. */
export function personTitle(person: Pick<Person, 'id' | 'firstName' | 'lastName'>): string {
  const name = fullName(person);
  return name === '' ? contactsMessages.t('unnamedPerson', { id: person.id }) : name;
}
