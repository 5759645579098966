import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/http/ApiClientProvider';
import { isNotFound } from '../api/http/apiError';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { fullName } from '#xml/person';
import { rememberContactKind, useRememberedContactKind } from './contactKindMemory';

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
 * common endpoint, and a to-do's participants are bare ids: the hook asks the collection the
 * caller names, else the one this browser has seen the id in (contactKindMemory), else people; a
 * 404 there means the other kind, which is then remembered and asked.
 */
export function useResolvedContact(contact: ContactRef): ResolvedContact {
  const client = useApiClient();
  const known = contact.kind !== undefined && contact.name !== undefined;
  const remembered = useRememberedContactKind(contact.id);
  const asking = contact.kind ?? remembered ?? 'people';
  // retryOnMount: an id that was a 404 is not asked again each time another list item mounts.
  const person = useQuery({
    ...personQueries.detail(client, contact.id),
    enabled: !known && asking === 'people',
    retryOnMount: false,
  });
  const company = useQuery({
    ...companyQueries.detail(client, contact.id),
    enabled: !known && asking === 'companies',
    retryOnMount: false,
  });

  const personFound = person.data !== undefined;
  const companyFound = company.data !== undefined;
  const personMissing = isNotFound(person.error);
  const companyMissing = isNotFound(company.error);
  useEffect(() => {
    const learned =
      contact.kind ??
      learnedKind(asking, { personFound, companyFound, personMissing, companyMissing });
    if (learned !== null) rememberContactKind(contact.id, learned);
  }, [contact.id, contact.kind, asking, personFound, companyFound, personMissing, companyMissing]);

  if (contact.kind !== undefined && contact.name !== undefined)
    return { kind: contact.kind, name: contact.name };
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

interface Answers {
  personFound: boolean;
  companyFound: boolean;
  personMissing: boolean;
  companyMissing: boolean;
}

/**
 * What the answers so far say about the id's kind: found as one, or a 404 as the kind asked (so
 * the other, unless that was a 404 too: then the contact is gone and nothing more is asked).
 */
function learnedKind(asking: ContactCollection, answers: Answers): ContactCollection | null {
  if (answers.personFound) return 'people';
  if (answers.companyFound) return 'companies';
  if (asking === 'people' && answers.personMissing && !answers.companyMissing) return 'companies';
  if (asking === 'companies' && answers.companyMissing && !answers.personMissing) return 'people';
  return null;
}
