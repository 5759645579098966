import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { accountQueries } from '#api/account';
import { useT } from '#i18n/useT';
import { AccountSettingsGate } from '#components/AccountSettingsGate';
import { QueryState } from '#components/QueryState';
import { ScreenHeader } from '#components/ScreenHeader';
import { TableSkeleton } from '#components/TableSkeleton';
import { stageMessages } from './messages';
import { StagesEditor } from './StagesEditor';

/** The account's deal stages for its administrators: add, rename, reorder, retire, move deals. */
export function StagesPage() {
  const t = useT(stageMessages);
  return (
    <Stack gap="md">
      <ScreenHeader title={t('page.title')} />
      <AccountSettingsGate>{() => <Stages />}</AccountSettingsGate>
    </Stack>
  );
}

function Stages() {
  const t = useT(stageMessages);
  const query = useQuery(accountQueries.stages(useApiClient()));
  // Kept here: the editor below is drawn afresh after a save or a move, this notice is not.
  const [notice, setNotice] = useState('');
  return (
    <>
      <Text c="dimmed" size="sm">
        {t('page.intro')}
      </Text>
      <QueryState query={query} errorTitle={t('load.error')} loading={<TableSkeleton rows={4} />}>
        {(stages) => (
          // Drawn afresh when the service's list differs (a save, a move), not on every refetch.
          <StagesEditor key={JSON.stringify(stages)} stages={stages} onNotice={setNotice} />
        )}
      </QueryState>
      <Text role="status" size="sm" data-testid="stages-notice">
        {notice}
      </Text>
    </>
  );
}
