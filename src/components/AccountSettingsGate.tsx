import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { accountQueries } from '#api/account';
import type { AccountInfo } from '#xml/account';
import { QueryState } from './QueryState';
import { TableSkeleton } from './TableSkeleton';

/**
 * Account settings need our service's account extension and an administrator: on a classic
 * server, or for a member, this says why the screen is not offered instead of showing it.
 */
export function AccountSettingsGate({ children }: { children: (info: AccountInfo) => ReactNode }) {
  const query = useQuery(accountQueries.probe(useApiClient()));
  return (
    <QueryState
      query={query}
      errorTitle="Could not ask the service about account settings"
      loading={<TableSkeleton rows={3} />}
    >
      {(probe) =>
        probe.kind === 'classic' ? (
          <Alert color="gray" title="Not offered by this service">
            The upstream is a classic server: it has no account settings (GET /service/account.xml
            answered 404). Users, tokens and SuperTag definitions are managed where that account is
            hosted.
          </Alert>
        ) : probe.info.role !== 'administrator' ? (
          <Alert color="gray" title="For administrators only">
            Only the account’s administrators see and change its settings. Ask one of them to make
            you an administrator.
          </Alert>
        ) : (
          children(probe.info)
        )
      }
    </QueryState>
  );
}
