// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { companyQueries, useCreateCompany } from './companies';
import { ApiClientProvider, useApiClient } from './client/ApiClientProvider';
import { clientForService } from './testing/serviceClient';

describe('company hooks', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('creating a company refetches the company list', async () => {
    const client = clientForService(service);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const list = useQuery({
          ...companyQueries.list(useApiClient(), { name: 'Hooked' }),
          staleTime: Infinity,
        });
        return { list, create: useCreateCompany() };
      },
      { wrapper },
    );

    // The error's message (if any) makes a failure say why the list did not load.
    await waitFor(() =>
      expect(result.current.list.error?.message ?? result.current.list.status).toBe('success'),
    );
    expect(result.current.list.data).toEqual([]);

    let id = 0;
    await act(async () => {
      id = await result.current.create.mutateAsync({ name: 'Hooked Ltd' });
    });
    // staleTime is Infinity: only the mutation's invalidation can have refetched the list.
    await waitFor(() =>
      expect(result.current.list.data?.map((c) => [c.id, c.name])).toEqual([[id, 'Hooked Ltd']]),
    );
    queryClient.clear();
  });
});
