import { useListParams } from '../../components/useListParams';

const COMPANY_FILTERS = ['name'] as const;

/** The companies list's state in the URL: `?name=acme&offset=20&limit=20`. */
export function useCompanyListParams() {
  const { filters, offset, limit, setFilter, setPage } = useListParams(COMPANY_FILTERS);
  return {
    name: filters.name,
    offset,
    limit,
    setName: (name: string) => setFilter('name', name),
    setPage,
  };
}
