import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { SuperTagRow, TaggedKind } from './superTagRows';
import { superTagRowsQuery } from './superTagRowsQuery';

export interface SuperTagRows {
  query: UseQueryResult<SuperTagRow[]>;
  /** Deals the scan under way has looked through (0 before its first page and when none runs). */
  scanned: number;
}

/** One page of the records of a kind carrying a SuperTag, as table rows. */
export function useSuperTagRows(
  name: string,
  kind: TaggedKind,
  offset: number,
  limit: number,
): SuperTagRows {
  const client = useApiClient();
  const [scanned, setScanned] = useState(0);
  // One observer for every kind: choosing another kind, or leaving the page, takes it off the
  // deals' query, and react-query aborts a scan nobody watches any more (the scan reads `signal`).
  const query = useQuery({
    ...superTagRowsQuery(client, name, kind, { offset, limit }, setScanned),
    // The last page stays (dimmed) while the next loads, but never in place of another kind's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === kind ? previous : undefined,
  });
  return { query, scanned };
}
