import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import { fullName, type PersonWrite } from '#xml/person';
import { orderContacts } from '../../contactOrder';
import { ContactValidationError, type PersonSearch, type StoredPerson } from '../../contactStore';
import type { ContactsTable, Database } from '../../schema';
import type { Page, Scope, WriteOutcome } from '../../scope';
import { locationOf, PERSON_COLUMNS, personOf, type LocationRow, type PersonRow } from '../../contactRows';
import type { Executor, PgDb } from '../database';
import { recordExists } from '../records';
import { insertCompany } from './companies';
import { touchDealsWith, touchRecordsLinkedTo } from './dependents';
import { locationsColumn } from './locations';
import { orderTerm, searchConditions } from './search';

/** The employer's name, looked up by id for each selected person. */
const employerName = (eb: ExpressionBuilder<Database, 'contacts'>) =>
  eb.selectFrom('contacts as employer').select('employer.name').whereRef('employer.id', '=', 'contacts.company_id').as('company_name');

/** People with their employer's name and their locations: a show or a list page is one statement. */
function selectPeople(db: Executor) {
  return db.selectFrom('contacts').select(PERSON_COLUMNS).select(employerName).select(locationsColumn);
}

const withLocations = (row: PersonRow & { locations: LocationRow[] }): StoredPerson => personOf(row, row.locations.map(locationOf));

export async function getPerson(db: PgDb, scope: Scope, id: number): Promise<StoredPerson | null> {
  const row = await selectPeople(db.kysely).where('contacts.id', '=', id).where('contacts.account_id', '=', scope.accountId).where('contacts.kind', '=', 'person').executeTakeFirst();
  return row === undefined ? null : withLocations(row);
}

export async function listPeople(db: PgDb, scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]> {
  const query = selectPeople(db.kysely).where((eb) => searchConditions(eb, scope, 'person', search));
  const rows = await orderContacts(query, search.sort, orderTerm)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(withLocations);
}

/** SQLite's NOCASE folding (ASCII letters only), for keys that must agree with `nocase()`. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The employer a write asks for: `company_id` when given (it must be a company of the account),
 * else `company` by name — the account's company of that name, case-insensitive, or a new one
 * created in the same transaction. null clears the employer; undefined leaves it.
 *
 * Company names are not unique, so no index stops two writers (in two processes) from both
 * creating "Acme": an advisory lock on the account and folded name makes the second wait for the
 * first and then find its company, as SQLite's single writer would.
 */
async function resolveEmployer(trx: Executor, scope: Scope, input: PersonWrite, now: number): Promise<number | null | undefined> {
  if (input.companyId !== undefined) {
    if (input.companyId === null) return null;
    if (!(await recordExists(trx, scope, 'company', input.companyId, 'share'))) throw new ContactValidationError([`Company ${input.companyId} is not a company of this account`]);
    return input.companyId;
  }
  if (input.company === undefined) return undefined;
  const name = input.company.replace(/\0/g, '');
  if (name === '') return null;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`company-name:${scope.accountId}:${asciiLower(name)}`}, 0))`.execute(trx);
  const existing = await trx
    .selectFrom('contacts')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', 'company')
    .where(sql<boolean>`nocase(name) = nocase(${name})`)
    .orderBy('id')
    .limit(1)
    .forKeyShare()
    .executeTakeFirst();
  return existing?.id ?? insertCompany(trx, scope, { name }, now);
}

const NAME_REQUIRED = "First name and last name can't both be blank";

export async function createPerson(db: PgDb, scope: Scope, input: PersonWrite): Promise<number> {
  return db.write(async (trx) => {
    const now = Date.now();
    const firstName = input.firstName ?? '';
    const lastName = input.lastName ?? '';
    if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
    const companyId = (await resolveEmployer(trx, scope, input, now)) ?? null;
    const row = await trx
      .insertInto('contacts')
      .values({
        account_id: scope.accountId,
        kind: 'person',
        // `name` holds the full name so that other areas (a deal's deal_with) read one column.
        name: fullName({ firstName, lastName }),
        first_name: firstName,
        last_name: lastName,
        title: input.title ?? '',
        notes: input.notes ?? '',
        small_image: input.smallImage ?? null,
        large_image: input.largeImage ?? null,
        company_id: companyId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updatePerson(db: PgDb, scope: Scope, id: number, input: PersonWrite, expectedVersion?: number): Promise<WriteOutcome> {
  return db.write(async (trx): Promise<WriteOutcome> => {
    const current = await trx
      .selectFrom('contacts')
      .select(['version', 'first_name', 'last_name'])
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .where('kind', '=', 'person')
      // A rename locks out new links to the person (their FOR KEY SHARE waits) until it commits:
      // a deal linked meanwhile would otherwise keep its version while its deal_with changes.
      .$call((q) => (input.firstName === undefined && input.lastName === undefined ? q.forNoKeyUpdate() : q.forUpdate()))
      .executeTakeFirst();
    if (current === undefined) return 'not_found';
    if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
    const firstName = input.firstName ?? current.first_name;
    const lastName = input.lastName ?? current.last_name;
    if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
    const now = Date.now();
    const companyId = await resolveEmployer(trx, scope, input, now);
    const columns: Updateable<ContactsTable> = { first_name: firstName, last_name: lastName, name: fullName({ firstName, lastName }), updated_at: now };
    if (input.title !== undefined) columns.title = input.title;
    if (input.notes !== undefined) columns.notes = input.notes;
    if (input.smallImage !== undefined) columns.small_image = input.smallImage;
    if (input.largeImage !== undefined) columns.large_image = input.largeImage;
    if (companyId !== undefined) columns.company_id = companyId;
    await trx
      .updateTable('contacts')
      .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (firstName !== current.first_name || lastName !== current.last_name) await touchDealsWith(trx, scope, id, now);
    return 'ok';
  });
}

/** Locks the person FOR UPDATE first: a link being made to it meanwhile commits before (and is touched here) or waits and then fails. */
export async function deletePerson(db: PgDb, scope: Scope, id: number): Promise<boolean> {
  return db.write(async (trx) => {
    const exists = await trx.selectFrom('contacts').select('id').where('id', '=', id).where('account_id', '=', scope.accountId).where('kind', '=', 'person').forUpdate().executeTakeFirst();
    if (exists === undefined) return false;
    await touchRecordsLinkedTo(trx, scope, id, Date.now());
    await trx.deleteFrom('contacts').where('id', '=', id).execute();
    return true;
  });
}
