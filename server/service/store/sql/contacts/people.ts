import { sql } from 'kysely';
import { fullName, type PersonWrite } from '#xml/person';
import { ContactValidationError, type ContactStore } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { Scope } from '../../scope';
import { PERSON_FIELDS } from '../../contactRows';
import { recordUpdate } from '../activityLog';
import { givenColumns, loggedChanges } from '../fieldColumns';
import { lockContact, recordExists, writeColumns } from '../records';
import { insertCompany, insertContact } from './companies';
import { touchDealsWith } from './dependents';

/** SQLite's NOCASE folding (ASCII letters only), for keys that must agree with `sameText`. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The employer a write asks for: `company_id` (a company of the account), else `company` by name,
 * case-insensitive, created when missing; null clears it, undefined leaves it. Company names are
 * not unique, so an advisory lock on the folded name keeps two processes from both creating "Acme".
 */
async function resolveEmployer(
  db: StoreDb,
  trx: Executor,
  scope: Scope,
  input: PersonWrite,
  now: number,
): Promise<number | null | undefined> {
  if (input.companyId !== undefined) {
    if (input.companyId === null) return null;
    if (!(await recordExists(trx, scope, 'company', input.companyId, 'share')))
      throw new ContactValidationError([
        `Company ${input.companyId} is not a company of this account`,
      ]);
    return input.companyId;
  }
  if (input.company === undefined) return undefined;
  // PostgreSQL text cannot hold a NUL (its store drops them): the name is looked up as stored.
  const name = input.company.replace(/\0/g, '');
  if (name === '') return null;
  await db.dialect.advisoryLock(trx, `company-name:${scope.accountId}:${asciiLower(name)}`);
  const existing = await trx
    .selectFrom('contacts')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', 'company')
    .where(db.dialect.sameText(sql.ref('name'), name))
    .orderBy('id')
    .limit(1)
    .forKeyShare()
    .executeTakeFirst();
  return existing?.id ?? insertCompany(trx, scope, { name }, now);
}

const NAME_REQUIRED = "First name and last name can't both be blank";

export const personWrites = (db: StoreDb): Pick<ContactStore, 'createPerson' | 'updatePerson'> => ({
  async createPerson(scope, input) {
    const firstName = input.firstName ?? '';
    const lastName = input.lastName ?? '';
    if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
    return db.write(async (trx) => {
      const now = Date.now();
      const companyId = (await resolveEmployer(db, trx, scope, input, now)) ?? null;
      return insertContact(
        trx,
        scope,
        // `name` holds the full name so that other areas (a deal's deal_with) read one column.
        {
          kind: 'person',
          name: fullName({ firstName, lastName }),
          first_name: firstName,
          last_name: lastName,
          title: input.title ?? '',
          company_id: companyId,
        },
        input,
        now,
      );
    });
  },

  updatePerson: (scope, id, input, expectedVersion) =>
    db.write(async (trx) => {
      // A rename locks out new links to the person (their FOR KEY SHARE waits) until it commits:
      // a deal linked meanwhile would otherwise keep its version while its deal_with changes.
      const renames = input.firstName !== undefined || input.lastName !== undefined;
      const current = await lockContact(
        trx,
        scope,
        'person',
        id,
        renames ? 'delete' : 'update',
        ['first_name', 'last_name', 'title', 'notes', 'small_image', 'large_image', 'company_id'],
        expectedVersion,
      );
      if (typeof current === 'string') return current;
      const firstName = input.firstName ?? current.first_name;
      const lastName = input.lastName ?? current.last_name;
      if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
      const now = Date.now();
      const companyId = await resolveEmployer(db, trx, scope, input, now);
      const columns = givenColumns(PERSON_FIELDS, { ...input, firstName, lastName, companyId });
      columns.name = fullName({ firstName, lastName });
      await writeColumns(trx, 'contacts', id, columns, now);
      if (firstName !== current.first_name || lastName !== current.last_name)
        await touchDealsWith(trx, scope, id, now);
      const changes = loggedChanges(PERSON_FIELDS, current, columns);
      await recordUpdate(trx, scope, 'person', id, changes);
      return 'ok';
    }),
});
