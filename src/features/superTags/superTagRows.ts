import type { SuperTagCollection } from '../../api/records';
import type { Company } from '#xml/company';
import type { Deal } from '#xml/deal';
import { fullName, type Person } from '#xml/person';
import type { RecordSuperTag } from '#xml/superTag';
import { findSuperTag, type RecordTag } from '#xml/tag';
import { superTagMessages } from './messages';

/** The kinds a SuperTag applies to, each a choice of the SuperTag's table. */
export type TaggedKind = SuperTagCollection;

export interface SuperTagRow {
  collection: TaggedKind;
  id: number;
  /** The record's name as shown and linked. */
  label: string;
  href: string;
  /** The record's values of this SuperTag (from the tags its list entry embeds). */
  applied: RecordSuperTag;
}

/** A row from what every kind's list entry has: the SuperTag's values come from its embedded tags, no request per record. */
function rowOf(
  collection: TaggedKind,
  id: number,
  label: string,
  href: string,
  tags: readonly RecordTag[],
  name: string,
): SuperTagRow {
  const tag = findSuperTag(tags, name);
  return {
    collection,
    id,
    label,
    href,
    applied: { id: tag?.id ?? 0, name, fields: tag?.fields ?? [] },
  };
}

export function companyRow(company: Company, name: string): SuperTagRow {
  return rowOf(
    'companies',
    company.id,
    company.name === ''
      ? superTagMessages.t('records.unnamedCompany', { id: company.id })
      : company.name,
    `/companies/${company.id}`,
    company.tags,
    name,
  );
}

export function personRow(person: Person, name: string): SuperTagRow {
  const label =
    fullName(person) === ''
      ? superTagMessages.t('records.unnamedPerson', { id: person.id })
      : fullName(person);
  return rowOf('people', person.id, label, `/people/${person.id}`, person.tags, name);
}

/** A deal opens in the deals list's side panel (`/deals?deal=12`): the console has no page per deal. */
export function dealRow(deal: Deal, name: string): SuperTagRow {
  return rowOf(
    'deals',
    deal.id,
    deal.title === '' ? superTagMessages.t('records.unnamedDeal', { id: deal.id }) : deal.title,
    `/deals?deal=${deal.id}`,
    deal.tags,
    name,
  );
}
