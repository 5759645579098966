import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { TaggedKind } from './superTagRows';
import { superTagRowsQuery } from './superTagRowsQuery';

const ignoreProgress = () => undefined;

/**
 * The kind a SuperTag's table opens on when the URL names none: the first of companies, people
 * and deals that has rows (a SuperTag for deals opened on an empty Companies tab). Each kind is
 * asked only once the one before it came back empty, with the table's own first page, so the
 * table then finds its rows in the cache; null while still looking.
 */
export function useOpeningKind(name: string, limit: number): TaggedKind | null {
  const client = useApiClient();
  const page = { offset: 0, limit };
  const companies = useQuery(superTagRowsQuery(client, name, 'companies', page, ignoreProgress));
  const people = useQuery({
    ...superTagRowsQuery(client, name, 'people', page, ignoreProgress),
    enabled: companies.data?.length === 0,
  });
  const deals = useQuery({
    ...superTagRowsQuery(client, name, 'deals', page, ignoreProgress),
    enabled: people.data?.length === 0,
  });
  // A failed probe opens on that kind, where the table says what failed.
  if (companies.isError || (companies.data?.length ?? 0) > 0) return 'companies';
  if (companies.isPending) return null;
  if (people.isError || (people.data?.length ?? 0) > 0) return 'people';
  if (people.isPending) return null;
  if (deals.isError || (deals.data?.length ?? 0) > 0) return 'deals';
  if (deals.isPending) return null;
  return 'companies';
}
