import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ContactCollection } from '#api/records';
import { duplicateQuery, type DuplicateMatch } from './duplicateQueries';

export interface DuplicateCheck {
  /** The existing records the name matches, shown before saving ([] while typing or none). */
  matches: readonly DuplicateMatch[];
  /**
   * Called on submit: true when the record may be created (no match, or the user has seen the
   * matches for this very name and pressed "Create anyway"). A first submit that finds matches
   * the user has not seen yet shows them and answers false.
   */
  mayCreate: () => Promise<boolean>;
}

/** Looks for records with the same name as the one being typed into a "New company/person" form. */
export function useDuplicateCheck(collection: ContactCollection, name: string): DuplicateCheck {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const current = name.trim();
  const [typed] = useDebouncedValue(current, 400);
  // Set by a submit that came before the typing had settled: the matches of that exact name.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const shownName = submitted === current ? current : typed;
  const query = useQuery({
    ...duplicateQuery(client, collection, shownName),
    enabled: shownName !== '',
    placeholderData: keepPreviousData,
  });
  const upToDate = shownName === current && !query.isPlaceholderData;
  const matches = upToDate ? (query.data ?? []) : [];

  async function mayCreate(): Promise<boolean> {
    if (current === '') return true;
    if (matches.length > 0) return true;
    let found: DuplicateMatch[];
    try {
      found = await queryClient.fetchQuery(duplicateQuery(client, collection, current));
    } catch {
      // A check that cannot be made does not stop the user from creating the record.
      return true;
    }
    if (found.length === 0) return true;
    setSubmitted(current);
    return false;
  }

  return { matches, mayCreate };
}
