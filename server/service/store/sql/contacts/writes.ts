import { sql, type Insertable, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { fullName, type PersonWrite } from '#xml/person';
import { COMPANY_FIELDS, COMPANY_READ, PERSON_FIELDS, PERSON_READ } from '../../contactRows';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactsTable, Database } from '../../schema';
import type { ContactKind, Scope } from '../../scope';
import {
  invalid,
  refusal,
  written,
  WRITTEN,
  type Refusal,
  type WriteResult,
} from '../../writeResult';
import { recordLifecycle, recordUpdate } from '../activityLog';
import { deleteRecord } from '../deleteRecord';
import { givenColumns, loggedChanges } from '../fieldColumns';
import { linkedToContact } from '../links';
import {
  insertStamped,
  lockContact,
  recordExists,
  tableOfKind,
  writeColumns,
  type RecordTable,
} from '../records';

/** An UPDATE marking rows of the account changed (version and updated_at, so ETags move); the caller's WHERE says which. */
function touchRows<T extends RecordTable>(trx: Executor, table: T, scope: Scope, now: number) {
  const update = trx
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- built once for the four tables: the union lets Kysely resolve their shared columns; the caller's WHERE is checked against `T`
    .updateTable(table as RecordTable)
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId);
  return update as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
}

/**
 * Marks changed the records showing a contact, in the write renaming or deleting it (held FOR
 * UPDATE: none is newly linked meanwhile): its employees and the deals with it (`deal_with`) show
 * its name; a deletion also takes it from the deals relating it and its to-dos and communications.
 */
async function touchDependents(
  trx: Executor,
  scope: Scope,
  kind: ContactKind,
  id: number,
  now: number,
  change: 'renamed' | 'deleted',
): Promise<void> {
  if (kind === 'company')
    await touchRows(trx, 'contacts', scope, now)
      .where((eb) => eb.and({ company_id: id, kind: 'person' }))
      .execute();
  await touchRows(trx, 'deals', scope, now)
    .where((eb) =>
      change === 'renamed'
        ? eb('deal_with_id', '=', id)
        : eb.or([eb('deal_with_id', '=', id), eb('id', 'in', linkedToContact('deal', id))]),
    )
    .execute();
  if (change === 'deleted')
    for (const owner of ['todo', 'communication'] as const)
      await touchRows(trx, tableOfKind(owner), scope, now)
        .where('id', 'in', linkedToContact(owner, id))
        .execute();
}

/** Inserts a contact of the account and logs it, inside the caller's write; a company leaves the person's fields blank. */
async function insertContact(
  trx: Executor,
  scope: Scope,
  fields: Pick<
    Insertable<ContactsTable>,
    'kind' | 'name' | 'first_name' | 'last_name' | 'title' | 'company_id'
  >,
  input: Pick<CompanyWrite, 'notes' | 'smallImage' | 'largeImage'>,
  now = Date.now(),
): Promise<number> {
  const notes = input.notes ?? '';
  const images = { small_image: input.smallImage ?? null, large_image: input.largeImage ?? null };
  const id = await insertStamped(trx, scope, 'contacts', { ...fields, notes, ...images }, now);
  await recordLifecycle(trx, scope, fields.kind, id, fields.name, 'created');
  return id;
}

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
): Promise<WriteResult<number | null | undefined>> {
  const { companyId } = input;
  if (companyId !== undefined) {
    if (companyId === null) return written(null);
    if (!(await recordExists(trx, scope, 'company', companyId, 'share')))
      return invalid({
        field: 'company_id',
        message: `Company ${companyId} is not a company of this account`,
      });
    return written(companyId);
  }
  if (input.company === undefined) return written(undefined);
  // PostgreSQL text cannot hold a NUL (its store drops them): the name is looked up as stored.
  const name = input.company.replace(/\0/g, '');
  if (name === '') return written(null);
  // The key folds ASCII letters alone, as SQLite's NOCASE (`sameText`) does.
  const folded = name.replace(/[A-Z]/g, (c) => c.toLowerCase());
  await db.dialect.advisoryLock(trx, `company-name:${scope.accountId}:${folded}`);
  const existing = await trx
    .selectFrom('contacts')
    .select('id')
    .where((eb) => eb.and({ account_id: scope.accountId, kind: 'company' }))
    .where(db.dialect.sameText(sql.ref('name'), name))
    .orderBy('id')
    .limit(1)
    .forKeyShare()
    .executeTakeFirst();
  return written(
    existing?.id ?? (await insertContact(trx, scope, { kind: 'company', name }, {}, now)),
  );
}

/**
 * A person needs a first or a last name: the one place this rule lives. An update may blank one
 * name and keep the stored other, so the rule needs the record; when the body alone breaks it
 * (both given blank) it is answered before the record is looked up, as a route would.
 */
const blankNames = (firstName: string, lastName: string): Refusal | undefined =>
  firstName === '' && lastName === ''
    ? invalid({ field: 'first_name', message: "First name and last name can't both be blank" })
    : undefined;

/** A person's name columns, with the full name so that other areas (a deal's deal_with) read one. */
const personNames = (firstName: string, lastName: string) => ({
  name: fullName({ firstName, lastName }),
  first_name: firstName,
  last_name: lastName,
});

/** Deletes the contact once the records it leaves are marked changed (`touchDependents`). */
const deleteContact =
  (db: StoreDb, kind: ContactKind) => (scope: Scope, id: number, expected?: number) =>
    db.write(
      (trx) =>
        deleteRecord(trx, scope, kind, id, expected, (now) =>
          touchDependents(trx, scope, kind, id, now, 'deleted'),
        ),
      scope,
    );

/** Creates, updates and deletes companies and people; a rename takes the `delete` lock (see `lockContact`). */
export const contactWrites = (db: StoreDb) => ({
  /** The route has refused a blank name (the body alone shows it). */
  async createCompany(scope: Scope, input: CompanyWrite): Promise<WriteResult<number>> {
    const name = input.name ?? '';
    const id = await db.write(
      (trx) => insertContact(trx, scope, { kind: 'company', name }, input),
      scope,
    );
    return written(id);
  },

  updateCompany: (scope: Scope, id: number, input: CompanyWrite, expected?: number) =>
    db.write(async (trx): Promise<WriteResult> => {
      const lock = input.name === undefined ? 'update' : 'delete';
      const current = await lockContact(trx, scope, 'company', id, lock, COMPANY_READ, expected);
      if (typeof current === 'string') return refusal(current);
      const now = Date.now();
      const columns = givenColumns(COMPANY_FIELDS, input);
      await writeColumns(trx, 'contacts', id, columns, now);
      if (input.name !== undefined && input.name !== current.name)
        await touchDependents(trx, scope, 'company', id, now, 'renamed');
      const changes = loggedChanges(COMPANY_FIELDS, current, columns);
      await recordUpdate(trx, scope, 'company', id, changes);
      return WRITTEN;
    }, scope),

  /** Its employees stay, without employer. */
  deleteCompany: deleteContact(db, 'company'),

  async createPerson(scope: Scope, input: PersonWrite): Promise<WriteResult<number>> {
    const { firstName = '', lastName = '' } = input;
    const blank = blankNames(firstName, lastName);
    if (blank !== undefined) return blank;
    const names = personNames(firstName, lastName);
    return db.write(async (trx): Promise<WriteResult<number>> => {
      const now = Date.now();
      const employer = await resolveEmployer(db, trx, scope, input, now);
      if (employer.status !== 'ok') return employer;
      const person = { ...names, title: input.title ?? '', company_id: employer.value ?? null };
      return written(await insertContact(trx, scope, { kind: 'person', ...person }, input, now));
    }, scope);
  },

  async updatePerson(scope: Scope, id: number, input: PersonWrite, expected?: number) {
    const { firstName: givenFirst, lastName: givenLast } = input;
    if (givenFirst !== undefined && givenLast !== undefined) {
      const blank = blankNames(givenFirst, givenLast);
      if (blank !== undefined) return blank;
    }
    return db.write(async (trx): Promise<WriteResult> => {
      const lock = (input.firstName ?? input.lastName) === undefined ? 'update' : 'delete';
      const current = await lockContact(trx, scope, 'person', id, lock, PERSON_READ, expected);
      if (typeof current === 'string') return refusal(current);
      const { firstName = current.first_name, lastName = current.last_name } = input;
      const stillBlank = blankNames(firstName, lastName);
      if (stillBlank !== undefined) return stillBlank;
      const names = personNames(firstName, lastName);
      const now = Date.now();
      const employer = await resolveEmployer(db, trx, scope, input, now);
      if (employer.status !== 'ok') return employer;
      const companyId = employer.value;
      const columns = { ...givenColumns(PERSON_FIELDS, { ...input, companyId }), ...names };
      await writeColumns(trx, 'contacts', id, columns, now);
      if (firstName !== current.first_name || lastName !== current.last_name)
        await touchDependents(trx, scope, 'person', id, now, 'renamed');
      await recordUpdate(trx, scope, 'person', id, loggedChanges(PERSON_FIELDS, current, columns));
      return WRITTEN;
    }, scope);
  },

  deletePerson: deleteContact(db, 'person'),
});
