import { useContactListParams } from './useContactListParams';

/** The companies list's state in the URL: `?name=acme&tag=vip&offset=20&limit=20` (see useContactListParams). */
export function useCompanyListParams() {
  const params = useContactListParams();
  return {
    ...params,
    name: params.filters.name,
    setName: (name: string) => params.setFilter('name', name),
  };
}
