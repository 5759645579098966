import type { Updateable } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { orderContacts } from '../../contactOrder';
import { ContactValidationError, type ContactSearch, type StoredCompany } from '../../contactStore';
import type { ContactsTable } from '../../schema';
import type { Page, Scope, WriteOutcome } from '../../scope';
import { COMPANY_COLUMNS, companyOf, locationOf, type CompanyRow, type LocationRow } from '../../contactRows';
import type { Executor, PgDb } from '../database';
import { touchDealsWith, touchRecordsLinkedTo } from './dependents';
import { locationsColumn } from './locations';
import { orderTerm, searchConditions } from './search';

const withLocations = (row: CompanyRow & { locations: LocationRow[] }): StoredCompany => companyOf(row, row.locations.map(locationOf));

/** One statement: the company and its locations. */
export async function getCompany(db: PgDb, scope: Scope, id: number): Promise<StoredCompany | null> {
  const row = await db.kysely
    .selectFrom('contacts')
    .select(COMPANY_COLUMNS)
    .select(locationsColumn)
    .where('contacts.id', '=', id)
    .where('contacts.account_id', '=', scope.accountId)
    .where('contacts.kind', '=', 'company')
    .executeTakeFirst();
  return row === undefined ? null : withLocations(row);
}

/** One statement: the page of companies (in the search's order) and their locations. */
export async function listCompanies(db: PgDb, scope: Scope, search: ContactSearch, page: Page): Promise<StoredCompany[]> {
  const query = db.kysely
    .selectFrom('contacts')
    .select(COMPANY_COLUMNS)
    .select(locationsColumn)
    .where((eb) => searchConditions(eb, scope, 'company', search));
  const rows = await orderContacts(query, search.sort, orderTerm)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(withLocations);
}

/** Inserts a company (the caller has checked its name); usable inside a larger transaction. */
export async function insertCompany(db: Executor, scope: Scope, input: CompanyWrite, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('contacts')
    .values({
      account_id: scope.accountId,
      kind: 'company',
      name: input.name ?? '',
      first_name: '',
      last_name: '',
      title: '',
      notes: input.notes ?? '',
      small_image: input.smallImage ?? null,
      large_image: input.largeImage ?? null,
      company_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const NAME_REQUIRED = "Name can't be blank";

export async function createCompanyRecord(db: PgDb, scope: Scope, input: CompanyWrite): Promise<number> {
  if (input.name === undefined || input.name === '') throw new ContactValidationError([NAME_REQUIRED]);
  return insertCompany(db.kysely, scope, input);
}

/**
 * Marks a company's employees changed: each one's representation carries the company's name, so
 * a rename or a delete must move their ETags too.
 */
async function touchEmployees(trx: Executor, scope: Scope, companyId: number, now: number): Promise<void> {
  await trx
    .updateTable('contacts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('company_id', '=', companyId)
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', 'person')
    .execute();
}

export async function updateCompany(db: PgDb, scope: Scope, id: number, input: CompanyWrite, expectedVersion?: number): Promise<WriteOutcome> {
  return db.write(async (trx): Promise<WriteOutcome> => {
    const current = await trx
      .selectFrom('contacts')
      .select(['version', 'name'])
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .where('kind', '=', 'company')
      // A rename locks out new links to the company (their FOR KEY SHARE waits) until it commits:
      // a deal linked meanwhile would otherwise keep its version while its deal_with changes.
      .$call((q) => (input.name === undefined ? q.forNoKeyUpdate() : q.forUpdate()))
      .executeTakeFirst();
    if (current === undefined) return 'not_found';
    if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
    if (input.name === '') throw new ContactValidationError([NAME_REQUIRED]);
    const now = Date.now();
    const columns: Updateable<ContactsTable> = { updated_at: now };
    if (input.name !== undefined) columns.name = input.name;
    if (input.notes !== undefined) columns.notes = input.notes;
    if (input.smallImage !== undefined) columns.small_image = input.smallImage;
    if (input.largeImage !== undefined) columns.large_image = input.largeImage;
    await trx
      .updateTable('contacts')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (input.name !== undefined && input.name !== current.name) {
      await touchEmployees(trx, scope, id, now);
      await touchDealsWith(trx, scope, id, now);
    }
    return 'ok';
  });
}

/**
 * Deletes a company; its employees stay, without employer (their company_id becomes null). The
 * company is locked first: a person being given it as employer meanwhile either commits before
 * (and is touched here) or waits and then finds no such company.
 */
export async function deleteCompany(db: PgDb, scope: Scope, id: number): Promise<boolean> {
  return db.write(async (trx) => {
    const exists = await trx.selectFrom('contacts').select('id').where('id', '=', id).where('account_id', '=', scope.accountId).where('kind', '=', 'company').forUpdate().executeTakeFirst();
    if (exists === undefined) return false;
    const now = Date.now();
    await touchEmployees(trx, scope, id, now);
    await touchRecordsLinkedTo(trx, scope, id, now);
    await trx.deleteFrom('contacts').where('id', '=', id).execute();
    return true;
  });
}
