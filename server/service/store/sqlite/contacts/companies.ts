import type { Updateable } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { ContactValidationError } from '../../contactStore';
import type { ContactsTable } from '../../schema';
import type { Scope, WriteOutcome } from '../../scope';
import type { SqliteDb } from '../database';
import { touchDealsWith, touchRecordsLinkedTo } from './dependents';

/** Inserts a company (the caller has checked its name); usable inside a larger transaction. */
export function insertCompany(db: SqliteDb, scope: Scope, input: CompanyWrite, now = Date.now()): number {
  return db.run(
    db.qb.insertInto('contacts').values({
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
    }),
  ).lastInsertRowid;
}

export const NAME_REQUIRED = "Name can't be blank";

export function createCompanyRecord(db: SqliteDb, scope: Scope, input: CompanyWrite): number {
  if (input.name === undefined || input.name === '') throw new ContactValidationError([NAME_REQUIRED]);
  return db.transaction(() => insertCompany(db, scope, input));
}

/**
 * Marks a company's employees changed: each one's representation carries the company's name, so
 * a rename or a delete must move their ETags too.
 */
function touchEmployees(db: SqliteDb, scope: Scope, companyId: number, now: number): void {
  db.run(
    db.qb
      .updateTable('contacts')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
      .where('company_id', '=', companyId)
      .where('account_id', '=', scope.accountId)
      .where('kind', '=', 'person'),
  );
}

export function updateCompany(db: SqliteDb, scope: Scope, id: number, input: CompanyWrite, expectedVersion?: number): WriteOutcome {
  return db.transaction((): WriteOutcome => {
    const current = db.get(db.qb.selectFrom('contacts').select(['version', 'name']).where('id', '=', id).where('account_id', '=', scope.accountId).where('kind', '=', 'company'));
    if (current === undefined) return 'not_found';
    if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
    if (input.name === '') throw new ContactValidationError([NAME_REQUIRED]);
    const now = Date.now();
    const columns: Updateable<ContactsTable> = { updated_at: now };
    if (input.name !== undefined) columns.name = input.name;
    if (input.notes !== undefined) columns.notes = input.notes;
    if (input.smallImage !== undefined) columns.small_image = input.smallImage;
    if (input.largeImage !== undefined) columns.large_image = input.largeImage;
    db.run(
      db.qb
        .updateTable('contacts')
        .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
        .where('id', '=', id),
    );
    if (input.name !== undefined && input.name !== current.name) {
      touchEmployees(db, scope, id, now);
      touchDealsWith(db, scope, id, now);
    }
    return 'ok';
  });
}

/** Deletes a company; its employees stay, without employer (their company_id becomes null). */
export function deleteCompany(db: SqliteDb, scope: Scope, id: number): boolean {
  return db.transaction(() => {
    const exists = db.get(db.qb.selectFrom('contacts').select('id').where('id', '=', id).where('account_id', '=', scope.accountId).where('kind', '=', 'company'));
    if (exists === undefined) return false;
    const now = Date.now();
    touchEmployees(db, scope, id, now);
    touchRecordsLinkedTo(db, scope, id, now);
    db.run(db.qb.deleteFrom('contacts').where('id', '=', id));
    return true;
  });
}
