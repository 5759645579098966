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
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export function AccountSettingsGate({ children }: { children: (info: AccountInfo) => ReactNode }) {
  const t = useT(componentMessages);
  const query = useQuery(accountQueries.probe(useApiClient()));
  return (
    <QueryState
      query={query}
      errorTitle={t('accountSettings.probeFailed')}
      loading={<TableSkeleton rows={3} />}
    >
      {(probe) =>
        probe.kind === 'classic' ? (
          <Alert color="gray" title={t('accountSettings.classicTitle')}>
            {t('accountSettings.classicText')}
          </Alert>
        ) : probe.info.role !== 'administrator' ? (
          <Alert color="gray" title={t('accountSettings.adminsTitle')}>
            {t('accountSettings.adminsText')}
          </Alert>
        ) : (
          children(probe.info)
        )
      }
    </QueryState>
  );
}
