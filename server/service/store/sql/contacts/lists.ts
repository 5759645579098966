import { sql, type Compilable, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { isNameColumn, orderContacts, type OrderTerm } from '../../contactOrder';
import type { ContactSort } from '../../contactStore';
import type { ContactKind } from '../../scope';
import {
  COMPANY_COLUMNS,
  PERSON_COLUMNS,
  type CompanyRow,
  type PersonRow,
} from '../../contactRows';
import type { Executor, StoreDb } from '../../dialect/database';
import { Precompiled, type Param } from '../../precompiled';
import type { Database } from '../../schema';
import { searchConditions, shapeOf, type ListParams } from './search';

/** The employer's name, looked up by id for each selected person. */
export const employerName = (eb: ExpressionBuilder<Database, 'contacts'>) =>
  eb
    .selectFrom('contacts as employer')
    .select('employer.name')
    .whereRef('employer.id', '=', 'contacts.company_id')
    .as('company_name');

type VersionRow = { id: number; version: number };

const fromContacts = (db: Executor) => db.selectFrom('contacts');

/**
 * The compiled statements of contact lists, one per shape (kind, parameters present, sort), built
 * on first use and kept (a few thousand shapes exist at most). A page's rows and its ids and
 * versions take their WHERE and ORDER BY from the same code: the same records in the same order.
 */
export class ContactLists {
  private readonly companies = new Map<string, Precompiled<ListParams, CompanyRow>>();
  private readonly people = new Map<string, Precompiled<ListParams, PersonRow>>();
  private readonly versions = new Map<string, Precompiled<ListParams, VersionRow>>();
  /** ORDER BY terms as the order indexes hold them (names in NOCASE order), so a page walks one. */
  private readonly indexOrder: OrderTerm;

  constructor(private readonly db: StoreDb) {
    this.indexOrder = (column) =>
      isNameColumn(column) ? db.dialect.textOrder(sql.ref(column)) : sql.ref(column);
  }

  companyRows(params: ListParams, sort: ContactSort | undefined) {
    return this.compiled(this.companies, 'company', params, sort, (contacts) =>
      contacts.select(COMPANY_COLUMNS),
    );
  }

  personRows(params: ListParams, sort: ContactSort | undefined) {
    return this.compiled(this.people, 'person', params, sort, (contacts) =>
      contacts.select(PERSON_COLUMNS).select(employerName),
    );
  }

  /** Ids and versions of a page: the same search and order as the full rows, two columns. */
  versionRows(kind: ContactKind, params: ListParams, sort: ContactSort | undefined) {
    return this.compiled(this.versions, kind, params, sort, (contacts) =>
      contacts.select(['contacts.id', 'contacts.version']),
    );
  }

  private page<O>(
    query: SelectQueryBuilder<Database, 'contacts', O>,
    kind: ContactKind,
    shape: ListParams,
    sort: ContactSort | undefined,
    param: Param,
  ): SelectQueryBuilder<Database, 'contacts', O> {
    const filtered = query.where((eb) => searchConditions(eb, this.db.dialect, kind, shape, param));
    return orderContacts(
      filtered,
      sort,
      this.db.dialect.contactSearch.matchesOrder(shape) ?? this.indexOrder,
    )
      .limit(param<number>('limit'))
      .offset(param<number>('offset'));
  }

  /** The statement of a page of this shape, with the columns `select` picks: compiled on first use, then kept. */
  private compiled<R>(
    statements: Map<string, Precompiled<ListParams, R>>,
    kind: ContactKind,
    params: ListParams,
    sort: ContactSort | undefined,
    select: (contacts: ReturnType<typeof fromContacts>) => Compilable<R>,
  ): Precompiled<ListParams, R> {
    const shape = shapeOf(kind, params, sort);
    let statement = statements.get(shape);
    if (statement === undefined) {
      const contacts = fromContacts(this.db.kysely);
      statement = new Precompiled((param) =>
        select(this.page(contacts, kind, params, sort, param)),
      );
      statements.set(shape, statement);
    }
    return statement;
  }
}
