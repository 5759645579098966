import { listCompanies } from '#api/companies';
import type { ApiClient } from '#api/client/client';
import { readEveryPage } from '#api/everyPage';
import { listPeople } from '#api/people';
import type { ContactCollection } from '#api/records';
import { personTitle } from '../contactRecord';
import { companyNameKey, personNameKey } from '../duplicates/duplicateKey';
import { groupDuplicates, type Candidate, type DuplicateGroup } from './duplicateGroups';
import { mergeMessages } from './messages';

/**
 * How many companies, and how many people, the duplicates screen reads at most (20 pages of
 * 500): past it the screen says that the rest of the account was not looked at.
 */
export const DUPLICATE_SCAN_LIMIT = 10_000;

export interface DuplicateScan {
  groups: DuplicateGroup[];
  /** How many records were read and compared. */
  scanned: number;
  /** False when the account has more records than DUPLICATE_SCAN_LIMIT: the rest were not read. */
  complete: boolean;
}

/** Reads the collection's records page by page (up to the limit) and groups the duplicates. */
export async function scanDuplicates(
  client: ApiClient,
  collection: ContactCollection,
  signal?: AbortSignal,
): Promise<DuplicateScan> {
  const options = { signal, atMost: DUPLICATE_SCAN_LIMIT };
  let candidates: Candidate[];
  let complete: boolean;
  if (collection === 'companies') {
    const read = await readEveryPage((page, s) => listCompanies(client, page, s), options);
    complete = read.complete;
    candidates = read.records.slice(0, DUPLICATE_SCAN_LIMIT).map((company) => ({
      id: company.id,
      label:
        company.name === ''
          ? mergeMessages.t('duplicates.unnamedCompany', { id: company.id })
          : company.name,
      nameKey: companyNameKey(company.name),
      locations: company.locations,
    }));
  } else {
    const read = await readEveryPage((page, s) => listPeople(client, page, s), options);
    complete = read.complete;
    candidates = read.records.slice(0, DUPLICATE_SCAN_LIMIT).map((person) => ({
      id: person.id,
      label: personTitle(person),
      nameKey: personNameKey(`${person.firstName} ${person.lastName}`),
      locations: person.locations,
    }));
  }
  return { groups: groupDuplicates(candidates), scanned: candidates.length, complete };
}
