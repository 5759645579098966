import type { CommunicationSearch } from '../../api/communications';
import { COMMUNICATION_TYPES, type CommunicationType } from '#xml/communication';
import { communicationMessages } from './messages';

/**
 * The communications list's filters as they live in the URL, and what they mean: the search sent
 * to the API, the date ranges that cannot match anything, and what to try when nothing matches.
 */
export const COMMUNICATION_FILTERS = [
  'ctype',
  'contact',
  'createdSince',
  'createdBefore',
  'updatedSince',
  'updatedBefore',
] as const;
export type CommunicationFilters = Record<(typeof COMMUNICATION_FILTERS)[number], string>;

const DATE_FILTERS = ['createdSince', 'createdBefore', 'updatedSince', 'updatedBefore'] as const;

/** A `YYYY-MM-DD` filter as the start of that day in the reader's time zone; undefined when blank or unreadable. */
function dayStart(text: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return day === null
    ? undefined
    : new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z');
}

/** "Until" a day means until that day ends: the range includes the day picked. */
function dayEnd(text: string): string | undefined {
  const start = dayStart(text);
  return start === undefined
    ? undefined
    : new Date(Date.parse(start) + 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function filterType(filters: CommunicationFilters): CommunicationType | undefined {
  return COMMUNICATION_TYPES.find((type) => type === filters.ctype);
}

function filterContactId(filters: CommunicationFilters): number | undefined {
  return /^\d{1,15}$/.test(filters.contact) ? Number(filters.contact) : undefined;
}

export function communicationSearch(
  filters: CommunicationFilters,
  offset: number,
  limit: number,
): CommunicationSearch {
  return {
    ctype: filterType(filters),
    contactId: filterContactId(filters),
    createdSince: dayStart(filters.createdSince),
    createdBefore: dayEnd(filters.createdBefore),
    updatedSince: dayStart(filters.updatedSince),
    updatedBefore: dayEnd(filters.updatedBefore),
    offset,
    limit,
  };
}

export function usesFilters(filters: CommunicationFilters): boolean {
  return (
    filterType(filters) !== undefined ||
    filterContactId(filters) !== undefined ||
    DATE_FILTERS.some((key) => filters[key] !== '')
  );
}

/** Messages for the "until" fields whose "from" day comes later (`YYYY-MM-DD` compares as text); null when the range is fine. */
export function dateRangeErrors(filters: CommunicationFilters): {
  created: string | null;
  updated: string | null;
} {
  const reversed = (from: string, until: string) => from !== '' && until !== '' && from > until;
  return {
    created: reversed(filters.createdSince, filters.createdBefore)
      ? communicationMessages.t('filters.createdReversed')
      : null,
    updated: reversed(filters.updatedSince, filters.updatedBefore)
      ? communicationMessages.t('filters.updatedReversed')
      : null,
  };
}

const NO_MATCH_HINTS: Readonly<
  Record<string, `noMatch.${'none' | 'c' | 't' | 'tc' | 'd' | 'dc' | 'dt' | 'dtc'}`>
> = {
  '': 'noMatch.none',
  c: 'noMatch.c',
  t: 'noMatch.t',
  tc: 'noMatch.tc',
  d: 'noMatch.d',
  dc: 'noMatch.dc',
  dt: 'noMatch.dt',
  dtc: 'noMatch.dtc',
};

/** What to try when nothing matches, naming only the filters in use (a date search has no spelling to check). */
export function noMatchHint(filters: CommunicationFilters): string {
  // One whole sentence per combination of filters in use (d: dates, t: type, c: contact).
  const inUse = [
    DATE_FILTERS.some((key) => filters[key] !== '') ? 'd' : '',
    filterType(filters) !== undefined ? 't' : '',
    filterContactId(filters) !== undefined ? 'c' : '',
  ].join('');
  return communicationMessages.t(NO_MATCH_HINTS[inUse] ?? 'noMatch.none');
}
