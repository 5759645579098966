import type { Insertable } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { ContactValidationError } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactsTable } from '../../schema';
import type { Scope, WriteOutcome } from '../../scope';
import { COMPANY_FIELDS } from '../../contactRows';
import { recordLifecycle, recordUpdate } from '../activityLog';
import { givenColumns, loggedChanges, writeColumns } from '../fieldColumns';
import { insertStamped } from '../records';
import { lockContact } from './contactLock';
import { touchDealsWith, touchEmployees } from './dependents';

/** What a new contact's row says beyond the fields both kinds have; a company leaves the person's fields blank. */
type ContactFields = Pick<
  Insertable<ContactsTable>,
  'kind' | 'name' | 'first_name' | 'last_name' | 'title' | 'company_id'
>;

/** Inserts a contact of the account; usable inside a larger transaction. */
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

/** Inserts a company (the caller has checked its name); usable inside a larger transaction. */
export const insertCompany = (
  trx: Executor,
  scope: Scope,
  input: CompanyWrite,
  now = Date.now(),
): Promise<number> =>
  insertContact(trx, scope, { kind: 'company', name: input.name ?? '' }, input, now);

export const NAME_REQUIRED = "Name can't be blank";

export async function createCompany(
  db: StoreDb,
  scope: Scope,
  input: CompanyWrite,
): Promise<number> {
  if (input.name === undefined || input.name === '')
    throw new ContactValidationError([NAME_REQUIRED]);
  return db.write((trx) => insertCompany(trx, scope, input));
}

export async function updateCompany(
  db: StoreDb,
  scope: Scope,
  id: number,
  input: CompanyWrite,
  expectedVersion?: number,
): Promise<WriteOutcome> {
  return db.write(async (trx): Promise<WriteOutcome> => {
    // A rename locks out new links to the company (their FOR KEY SHARE waits) until it commits:
    // a deal linked meanwhile would otherwise keep its version while its deal_with changes.
    const current = await lockContact(
      trx,
      scope,
      'company',
      id,
      input.name === undefined ? 'write' : 'rename',
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
    await recordUpdate(trx, scope, 'company', id, loggedChanges(COMPANY_FIELDS, current, columns));
    return 'ok';
  });
}
