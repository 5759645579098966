import { contactsMessages } from './messages';
/** Filters both contact lists offer beside the name search, as URL keys (`?email=…&tag=…&state=…&updated_since=2024-05-01`). */
export const CONTACT_FILTER_KEYS = ['name', 'email', 'tag', 'state', 'updated_since'] as const;

export type ContactFilterKey = (typeof CONTACT_FILTER_KEYS)[number];
export type ContactFilters = Record<ContactFilterKey, string>;

export interface ContactSearch {
  name?: string;
  email?: string;
  tag?: string;
  state?: string;
  /** ISO UTC. */
  updatedSince?: string;
}

/** A day (`YYYY-MM-DD`, as a date input writes it) means from the start of that day, UTC; anything else is ignored. */
export function updatedSinceIso(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace('.000Z', 'Z');
}

/** The API's search parameters for the filters in the URL; empty ones are left out. */
export function contactSearch(filters: ContactFilters): ContactSearch {
  const given = (value: string) => (value === '' ? undefined : value);
  return {
    name: given(filters.name),
    email: given(filters.email),
    tag: given(filters.tag),
    state: given(filters.state),
    updatedSince: updatedSinceIso(filters.updated_since),
  };
}

/** "match “acme” with e-mail “@x” tagged “vip”" — for the empty state and the tab title. */
export function describeFilters(filters: ContactFilters): string | undefined {
  const parts: string[] = [];
  const { t } = contactsMessages;
  if (filters.name !== '') parts.push(t('filter.name', { value: filters.name }));
  if (filters.email !== '') parts.push(t('filter.email', { value: filters.email }));
  if (filters.tag !== '') parts.push(t('filter.tag', { value: filters.tag }));
  if (filters.state !== '') parts.push(t('filter.state', { value: filters.state }));
  if (updatedSinceIso(filters.updated_since) !== undefined)
    parts.push(t('filter.updatedSince', { date: filters.updated_since }));
  return parts.length === 0 ? undefined : parts.join(', ');
}
