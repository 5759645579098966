import type { Insertable } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { COMPANY_FIELDS } from '../../contactRows';
import { ContactValidationError, type ContactStore } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactsTable } from '../../schema';
import type { Scope } from '../../scope';
import { recordLifecycle, recordUpdate } from '../activityLog';
import { givenColumns, loggedChanges } from '../fieldColumns';
import { insertStamped, lockContact, writeColumns } from '../records';
import { touchDealsWith, touchEmployees } from './dependents';

/** What a new contact's row says beyond the fields both kinds have; a company leaves the person's fields blank. */
type ContactFields = Pick<
  Insertable<ContactsTable>,
  'kind' | 'name' | 'first_name' | 'last_name' | 'title' | 'company_id'
>;

/** Inserts a contact of the account and logs it, inside the caller's write. */
export async function insertContact(
  trx: Executor,
  scope: Scope,
  fields: ContactFields,
  input: Pick<CompanyWrite, 'notes' | 'smallImage' | 'largeImage'>,
  now: number,
): Promise<number> {
  const id = await insertStamped(
    trx,
    scope,
    'contacts',
    {
      ...fields,
      notes: input.notes ?? '',
      small_image: input.smallImage ?? null,
      large_image: input.largeImage ?? null,
    },
    now,
  );
  await recordLifecycle(trx, scope, fields.kind, id, fields.name, 'created');
  return id;
}

/** Inserts a company (the caller has checked its name), inside the caller's write. */
export const insertCompany = (trx: Executor, scope: Scope, input: CompanyWrite, now = Date.now()) =>
  insertContact(trx, scope, { kind: 'company', name: input.name ?? '' }, input, now);

const NAME_REQUIRED = "Name can't be blank";

export const companyWrites = (
  db: StoreDb,
): Pick<ContactStore, 'createCompany' | 'updateCompany'> => ({
  async createCompany(scope, input) {
    if (input.name === undefined || input.name === '')
      throw new ContactValidationError([NAME_REQUIRED]);
    return db.write((trx) => insertCompany(trx, scope, input));
  },

  updateCompany: (scope, id, input, expectedVersion) =>
    db.write(async (trx) => {
      // A rename locks out new links to the company (their FOR KEY SHARE waits) until it commits:
      // a deal linked meanwhile would otherwise keep its version while its deal_with changes.
      const current = await lockContact(
        trx,
        scope,
        'company',
        id,
        input.name === undefined ? 'update' : 'delete',
        ['name', 'notes', 'small_image', 'large_image'],
        expectedVersion,
      );
      if (typeof current === 'string') return current;
      if (input.name === '') throw new ContactValidationError([NAME_REQUIRED]);
      const now = Date.now();
      const columns = givenColumns(COMPANY_FIELDS, input);
      await writeColumns(trx, 'contacts', id, columns, now);
      if (input.name !== undefined && input.name !== current.name) {
        await touchEmployees(trx, scope, id, now);
        await touchDealsWith(trx, scope, id, now);
      }
      const changes = loggedChanges(COMPANY_FIELDS, current, columns);
      await recordUpdate(trx, scope, 'company', id, changes);
      return 'ok';
    }),
});
