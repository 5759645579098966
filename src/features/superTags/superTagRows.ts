import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { personQueries } from '../../api/people';
import type { RecordSuperTag } from '../../api/xml/superTag';
import type { RecordTag } from '../../api/xml/tag';
import { fullName } from '../../api/xml/person';

/** Kinds whose lists can be searched by tag (the API's deal search has no tag option). */
export type TaggedKind = 'companies' | 'people';

export interface SuperTagRow {
  collection: TaggedKind;
  id: number;
  /** The record's name as shown and linked. */
  label: string;
  href: string;
  /** The record's values of this SuperTag (from the tags its list entry embeds). */
  applied: RecordSuperTag;
}

/** The SuperTag among a record's embedded tags, as a record-scoped SuperTag (same id, name and values). */
function appliedFrom(tags: readonly RecordTag[], name: string): RecordSuperTag {
  const tag = tags.find((t) => t.supertag && t.name.toLowerCase() === name.toLowerCase());
  return { id: tag?.id ?? 0, name, fields: tag?.fields ?? [] };
}

/**
 * One page of the records carrying a SuperTag: the `tag=` search of companies or people, whose
 * entries embed each SuperTag's values, so no request per record is needed.
 */
export function useSuperTagRows(name: string, collection: TaggedKind, offset: number, limit: number) {
  const client = useApiClient();
  const search = { tag: name, offset, limit };
  const companies = useQuery({
    ...companyQueries.list(client, search),
    enabled: collection === 'companies',
    placeholderData: keepPreviousData,
    select: (list): SuperTagRow[] =>
      list.map((c) => ({ collection: 'companies', id: c.id, label: c.name === '' ? `Company #${c.id}` : c.name, href: `/companies/${c.id}`, applied: appliedFrom(c.tags, name) })),
  });
  const people = useQuery({
    ...personQueries.list(client, search),
    enabled: collection === 'people',
    placeholderData: keepPreviousData,
    select: (list): SuperTagRow[] =>
      list.map((p) => ({ collection: 'people', id: p.id, label: fullName(p) === '' ? `Person #${p.id}` : fullName(p), href: `/people/${p.id}`, applied: appliedFrom(p.tags, name) })),
  });
  return collection === 'companies' ? companies : people;
}
