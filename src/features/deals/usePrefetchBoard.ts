import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { prefetchBoard } from './prefetchBoard';
import { usePipelineParams } from './usePipelineParams';

/**
 * Asks for what the board shows first while the page still waits for its statuses, on every
 * change of the filters (the first load of the console started it already: `src/app/headStart.ts`;
 * the repeated asks find the same queries in the cache or in flight).
 */
export function usePrefetchBoard(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { assignee, text } = usePipelineParams();
  useEffect(
    () => prefetchBoard(queryClient, client, { assignee, text }),
    [assignee, client, queryClient, text],
  );
}
