import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/client/ApiClientProvider';
import { isNotFound } from '../api/client/apiError';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { todoQueries } from '../api/todos';
import { fullName } from '#xml/person';
import { cachedContactKind } from '../lib/contactKindHints';
import { rememberContactKind, useRememberedContactKind } from '../lib/contactKindMemory';
import { libMessages } from '../lib/messages';

/** A contact by id, with what is already known of it (a pick from the search carries kind and name). */
export interface ContactRef {
  id: number;
  kind?: ContactCollection;
  name?: string;
  /**
   * A to-do the contact is a participant of: then one search of that person's to-dos (which
   * never answers 404) says whether the id is a person (the to-do is listed) or a company.
   */
  todoId?: number;
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
 * common endpoint, and a to-do's participants are bare ids. The kind is taken, without asking for
 * the wrong one (a 404 in the network log), from: the caller; the react-query cache (a detail or
 * list answer holding the id); this browser's memory (contactKindMemory); for a to-do's
 * participant, the to-dos of that id as a person (`todos.xml?person_id=`, a list, never a 404);
 * for a named contact (a communication's participant), the people of that name. Only a bare id
 * with none of these is asked as a person first, and on a 404 as a company (a classic habit kept
 * as the last resort).
 */
export function useResolvedContact(contact: ContactRef): ResolvedContact {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const known = contact.kind !== undefined && contact.name !== undefined;
  const remembered = useRememberedContactKind(contact.id);
  const hinted = contact.kind ?? cachedContactKind(queryClient, contact.id) ?? remembered;
  const viaTodo = hinted === undefined && !known && contact.todoId !== undefined;
  const viaName = hinted === undefined && !known && !viaTodo && (contact.name ?? '').trim() !== '';
  const todosOfPerson = useQuery({
    ...todoQueries.search(client, { personId: contact.id }),
    enabled: viaTodo,
  });
  const peopleNamed = useQuery({
    ...personQueries.list(client, { name: (contact.name ?? '').trim(), limit: 500 }),
    enabled: viaName,
  });
  let looked: ContactCollection | undefined;
  if (viaTodo && todosOfPerson.data !== undefined)
    looked = todosOfPerson.data.some((todo) => todo.id === contact.todoId) ? 'people' : 'companies';
  if (viaName && peopleNamed.data !== undefined)
    looked = peopleNamed.data.some((person) => person.id === contact.id) ? 'people' : 'companies';
  const lookupPending = (viaTodo && todosOfPerson.isPending) || (viaName && peopleNamed.isPending);
  const asking = hinted ?? looked ?? 'people';
  // A name already given needs no detail answer once the kind is known.
  const named = contact.name !== undefined && (hinted ?? looked) !== undefined;
  // retryOnMount: an id that was a 404 is not asked again each time another list item mounts.
  const person = useQuery({
    ...personQueries.detail(client, contact.id),
    enabled: !known && !named && !lookupPending && asking === 'people',
    retryOnMount: false,
  });
  const company = useQuery({
    ...companyQueries.detail(client, contact.id),
    enabled: !known && !named && !lookupPending && asking === 'companies',
    retryOnMount: false,
  });

  const personFound = person.data !== undefined;
  const companyFound = company.data !== undefined;
  const personMissing = isNotFound(person.error);
  const companyMissing = isNotFound(company.error);
  useEffect(() => {
    const learned =
      contact.kind ??
      looked ??
      learnedKind(asking, { personFound, companyFound, personMissing, companyMissing });
    if (learned !== null) rememberContactKind(contact.id, learned);
  }, [
    contact.id,
    contact.kind,
    looked,
    asking,
    personFound,
    companyFound,
    personMissing,
    companyMissing,
  ]);

  if (contact.kind !== undefined && contact.name !== undefined)
    return { kind: contact.kind, name: contact.name };
  if (named && contact.name !== undefined) return { kind: asking, name: contact.name };
  if (person.data !== undefined) {
    const name = fullName(person.data.value);
    return {
      kind: 'people',
      name: name === '' ? libMessages.t('record.personNumber', { id: contact.id }) : name,
    };
  }
  if (company.data !== undefined) {
    const name = company.data.value.name;
    return {
      kind: 'companies',
      name: name === '' ? libMessages.t('record.companyNumber', { id: contact.id }) : name,
    };
  }
  return {
    kind: contact.kind ?? null,
    name: contact.name ?? libMessages.t('record.contactNumber', { id: contact.id }),
  };
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
