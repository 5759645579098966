import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isActivityQueryKey } from '../api/activityKeys';
import { isApiError } from '../api/client/apiError';

/**
 * Lists are cheap to refetch but not worth refetching on every focus change. A failed read is
 * retried once when repeating it can help (no answer, a 5xx); a 4xx or an unreadable reply would
 * fail the same way again, so the error shows at once with its own retry button. Every successful
 * write refreshes the activity stream's views on screen (a record's History, the Activity screen).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () =>
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) => isActivityQueryKey(queryKey),
        }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}
