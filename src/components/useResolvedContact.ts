import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/http/ApiClientProvider';
import { isNotFound } from '../api/http/apiError';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { fullName } from '../api/xml/person';

/** A contact by id, with what is already known of it (a pick from the search carries kind and name). */
export interface ContactRef {
  id: number;
  kind?: ContactCollection;
  name?: string;
}

export interface ResolvedContact {
  /** null while unknown: still loading, or neither a person nor a company has the id. */
  kind: ContactCollection | null;
  /** The person's or company's name; "Contact #N" until known. */
  name: string;
}

/**
 * Names a contact id through the person and company detail queries (so each contact is asked for
 * once and shared with its detail page). People and companies share one id space but have no
 * common endpoint: an id of unknown kind is tried as a person, and as a company when that is a 404.
 */
export function useResolvedContact(contact: ContactRef): ResolvedContact {
  const client = useApiClient();
  const known = contact.kind !== undefined && contact.name !== undefined;
  const person = useQuery({
    ...personQueries.detail(client, contact.id),
    enabled: !known && contact.kind !== 'companies',
    // A company's id is a 404 as a person: do not ask again each time another list item mounts.
    retryOnMount: false,
  });
  const company = useQuery({
    ...companyQueries.detail(client, contact.id),
    enabled: !known && (contact.kind === 'companies' || (contact.kind === undefined && isNotFound(person.error))),
  });
  if (contact.kind !== undefined && contact.name !== undefined) return { kind: contact.kind, name: contact.name };
  if (person.data !== undefined) {
    const name = fullName(person.data.value);
    return { kind: 'people', name: name === '' ? `Person #${contact.id}` : name };
  }
  if (company.data !== undefined) {
    const name = company.data.value.name;
    return { kind: 'companies', name: name === '' ? `Company #${contact.id}` : name };
  }
  return { kind: contact.kind ?? null, name: contact.name ?? `Contact #${contact.id}` };
}
