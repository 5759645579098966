import { ContactValidationError, type ContactStore } from '../contactStore';
import type { StoreDb } from '../dialect/database';
import { affiliationsOf } from './contacts/affiliations';
import { createCompany, updateCompany } from './contacts/companies';
import { touchEmployees, touchRecordsLinkedTo } from './contacts/dependents';
import * as locations from './contacts/locations';
import { createPerson, updatePerson } from './contacts/people';
import { ContactReads } from './contacts/reads';
import { deleteRecord } from './deleteRecord';
import { readOfRecord, recordExists } from './records';

/**
 * Companies, people and their locations, on either database. Reads go through statements
 * compiled once (`ContactReads`: shows, list pages, the versions the representation cache is
 * checked with); writes build their queries each time, in one `write` transaction each.
 */
export function sqlContactStore(db: StoreDb): ContactStore {
  const reads = new ContactReads(db);
  return {
    contactVersion: (scope, kind, id) => reads.contactVersion(scope, kind, id),
    listContactVersions: (scope, kind, search, page) =>
      reads.listVersions(scope, kind, search, page),

    getCompany: (scope, id) => reads.getCompany(scope, id),
    listCompanies: (scope, search, page) => reads.listCompanies(scope, search, page),
    createCompany: (scope, input) => createCompany(db, scope, input),
    updateCompany: (scope, id, input, expected) => updateCompany(db, scope, id, input, expected),
    // Its employees stay, without employer (their company_id becomes null). The company is locked
    // first: a person being given it as employer meanwhile either commits before (and is touched
    // here) or waits and then finds no such company.
    deleteCompany: (scope, id, expected) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'company', id, expected, async (now) => {
          await touchEmployees(trx, scope, id, now);
          await touchRecordsLinkedTo(trx, scope, id, now);
        }),
      ),

    getPerson: (scope, id) => reads.getPerson(scope, id),
    listPeople: (scope, search, page) => reads.listPeople(scope, search, page),
    employeesOf: async (scope, companyId, page) =>
      (await recordExists(db.kysely, scope, 'company', companyId))
        ? reads.listPeople(scope, { companyId }, page)
        : null,
    createPerson: (scope, input) => createPerson(db, scope, input),
    updatePerson: (scope, id, input, expected) => updatePerson(db, scope, id, input, expected),
    // Locked first: a link being made to the person meanwhile commits before (and is touched
    // here) or waits and then fails.
    deletePerson: (scope, id, expected) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'person', id, expected, (now) =>
          touchRecordsLinkedTo(trx, scope, id, now),
        ),
      ),

    affiliationsOf: (scope, kind, id) => affiliationsOf(db, scope, kind, id),

    listLocations: (scope, kind, contactId) =>
      readOfRecord(
        db,
        scope,
        kind,
        contactId,
        async (trx) => (await reads.locationsOf(trx, [contactId])).get(contactId) ?? [],
      ),
    getLocation: (scope, kind, contactId, label) =>
      locations.getLocation(db, scope, kind, contactId, label),
    async saveLocation(scope, kind, contactId, input) {
      const label = input.label;
      if (label === undefined || label === '')
        throw new ContactValidationError(["Label can't be blank"]);
      return locations.saveLocation(db, scope, kind, contactId, { ...input, label });
    },
    updateLocation: (scope, kind, contactId, label, input) =>
      locations.updateLocation(db, scope, kind, contactId, label, input),
    deleteLocation: (scope, kind, contactId, label) =>
      locations.deleteLocation(db, scope, kind, contactId, label),
  };
}
