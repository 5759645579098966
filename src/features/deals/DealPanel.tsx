import { Alert, Drawer, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dealQueries } from '../../api/deals';
import { isNotFound } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { QueryState } from '../../components/QueryState';
import { DealDetail } from './DealDetail';
import { useTrackVisit } from '../../lib/recentVisits';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

export interface DealPanelProps {
  /** The deal to show; null = closed. */
  dealId: number | null;
  statuses: readonly string[];
  onClose: () => void;
}

/** A deal opened beside the board (or the list), without leaving it. */
export function DealPanel({ dealId, statuses, onClose }: DealPanelProps) {
  const t = useT(dealMessages);
  return (
    <Drawer
      opened={dealId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('panel.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      {dealId !== null && <DealPanelContent dealId={dealId} statuses={statuses} />}
    </Drawer>
  );
}

function DealPanelContent({ dealId, statuses }: { dealId: number; statuses: readonly string[] }) {
  const t = useT(dealMessages);
  const client = useApiClient();
  const query = useQuery(dealQueries.detail(client, dealId));
  useTrackVisit('deals', dealId, query.data?.value.title || undefined);
  if (query.isError && isNotFound(query.error)) {
    return (
      <Alert color="yellow" variant="light" title={t('panel.gone')}>
        {t('panel.goneText')}
      </Alert>
    );
  }
  return (
    <QueryState
      query={query}
      errorTitle={t('page.loadError')}
      loading={
        <Stack>
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} />
        </Stack>
      }
    >
      {(shown) => <DealDetail deal={shown.value} etag={shown.etag} statuses={statuses} />}
    </QueryState>
  );
}
