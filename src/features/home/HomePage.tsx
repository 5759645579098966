import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { dealQueries } from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { personQueries } from '../../api/people';
import { ScreenHeader } from '../../components/ScreenHeader';
import { HomeActivity } from './HomeActivity';
import { HomePipeline } from './HomePipeline';
import { HomeRecent } from './HomeRecent';
import { HomeTodos } from './HomeTodos';
import { HomeWelcome } from './HomeWelcome';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';

/**
 * True once the account is known to hold no company, person or deal (three one-record reads):
 * then the screen says how to begin. Unknown (loading, failed) counts as not empty, so a slow or
 * failing read never hides the sections.
 */
function useEmptyAccount(): boolean {
  const client = useApiClient();
  const companies = useQuery(companyQueries.list(client, { limit: 1 }));
  const people = useQuery(personQueries.list(client, { limit: 1 }));
  const deals = useQuery(dealQueries.list(client, { limit: 1 }));
  return [companies.data, people.data, deals.data].every(
    (records) => records !== undefined && records.length === 0,
  );
}

/** `/`: the console a salesperson opens every morning. Each box loads and fails on its own. */
export function HomePage() {
  // One "now" per visit, so the to-dos and the month's figures agree on what today is.
  const t = useT(homeMessages);
  const now = useMemo(() => new Date(), []);
  const empty = useEmptyAccount();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('page.title')} documentTitle={t('page.documentTitle')} />
      {empty ? (
        <HomeWelcome />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HomeTodos now={now} group="today" />
          <HomePipeline now={now} />
          <HomeTodos now={now} group="overdue" />
          <HomeActivity />
          <HomeRecent />
        </SimpleGrid>
      )}
    </Stack>
  );
}
