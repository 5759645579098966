import type { Affiliation } from '#xml/affiliation';
import { fullName } from '#xml/person';
import type { ContactKind, Scope } from '../../scope';
import type { Executor, StoreDb } from '../../dialect/database';
import { readOfRecord } from '../records';

/** An affiliation's label: the person's title, or "Employee" when it has none. */
const labelOf = (title: string): string => (title === '' ? 'Employee' : title);

/** A company's people, ordered by id. */
async function peopleOfCompany(
  trx: Executor,
  scope: Scope,
  companyId: number,
): Promise<Affiliation[]> {
  const rows = await trx
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'title'])
    .where('company_id', '=', companyId)
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', 'person')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    recordId: r.id,
    recordType: 'Person',
    recordName: fullName({ firstName: r.first_name, lastName: r.last_name }),
    label: labelOf(r.title),
  }));
}

/** A person's company (none, or one); null when there is no such person. */
async function companyOfPerson(
  db: Executor,
  scope: Scope,
  personId: number,
): Promise<Affiliation[] | null> {
  const row = await db
    .selectFrom('contacts as person')
    .leftJoin('contacts as company', 'company.id', 'person.company_id')
    .select(['person.title', 'company.id as company_id', 'company.name as company_name'])
    .where('person.id', '=', personId)
    .where('person.account_id', '=', scope.accountId)
    .where('person.kind', '=', 'person')
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.company_id === null) return [];
  return [
    {
      recordId: row.company_id,
      recordType: 'Company',
      recordName: row.company_name ?? '',
      label: labelOf(row.title),
    },
  ];
}

/** People linked to a company, or the person's company; null when the record does not exist. */
export async function affiliationsOf(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  id: number,
): Promise<Affiliation[] | null> {
  return kind === 'company'
    ? readOfRecord(db, scope, 'company', id, (trx) => peopleOfCompany(trx, scope, id))
    : companyOfPerson(db.kysely, scope, id);
}
