import { useId } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Deal } from '#xml/deal';
import { dealQueries } from '../../api/deals';
import { isNotFound } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { BackLink } from '../../components/BackLink';
import { ContactLink } from '../../components/ContactLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { RecordHistory } from '../../components/RecordHistory';
import { RecordPageLayout } from '../../components/RecordPageLayout';
import { listHref } from '../../lib/listMemory';
import { useTrackVisit } from '../../lib/recentVisits';
import { DealAttachments } from './DealAttachments';
import { DealComments } from './DealComments';
import { DealFacts } from './DealFacts';
import { DealRelatedPeople } from './DealRelatedPeople';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { DocumentTitle } from '#components/DocumentTitle';

/**
 * `/deals/:id`: a deal in the record page layout, for a link that should open the deal itself (a
 * contact's feed): its facts, tags and SuperTags aside, its comments and history in the centre,
 * its party, related people, to-dos and communications as the related part. The board and the
 * list still open a deal in their panel.
 */
export function DealPage() {
  const t = useT(dealMessages);
  const { id: idText = '' } = useParams();
  const client = useApiClient();
  const valid = /^\d{1,15}$/.test(idText);
  const query = useQuery({ ...dealQueries.detail(client, Number(idText)), enabled: valid });
  const statuses = useQuery(dealQueries.statuses(client));
  useTrackVisit('deals', Number(idText), query.data?.value.title || undefined);
  if (!valid || isNotFound(query.error)) {
    return (
      <NotFoundMessage
        title={t('page.notFound')}
        backTo={listHref('/deals')}
        backLabel={t('page.all')}
      >
        {t('page.notFoundText', { id: idText })}
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <BackLink to={listHref('/deals')}>{t('page.all')}</BackLink>
      <QueryState
        query={query}
        errorTitle={t('page.loadError')}
        loading={<Skeleton height={200} />}
      >
        {(shown) => (
          <DealLayout deal={shown.value} etag={shown.etag} statuses={statuses.data ?? []} />
        )}
      </QueryState>
    </Stack>
  );
}

function DealLayout({
  deal,
  etag,
  statuses,
}: {
  deal: Deal;
  etag: string | null;
  statuses: readonly string[];
}) {
  const t = useT(dealMessages);
  const title = deal.title === '' ? t('deal.untitled', { id: deal.id }) : deal.title;
  return (
    <>
      <DocumentTitle title={t('deal.documentTitle', { title })} />
      <RecordPageLayout
        title={title}
        side={<DealFacts deal={deal} etag={etag} statuses={statuses} headingOrder={1} />}
        feed={
          <Stack gap="lg">
            <DealComments deal={deal} />
            <RecordHistory record={{ collection: 'deals', id: deal.id }} />
          </Stack>
        }
        related={
          <Stack gap="md">
            <PartyCard deal={deal} />
            <Paper withBorder p="sm">
              <DealRelatedPeople dealId={deal.id} />
            </Paper>
            <Paper withBorder p="sm">
              <DealAttachments
                communicationIds={deal.attachedCommunicationIds}
                todoIds={deal.todoIds}
              />
            </Paper>
          </Stack>
        }
      />
    </>
  );
}

/** Who the deal is with, linking to their page. */
function PartyCard({ deal }: { deal: Deal }) {
  const t = useT(dealMessages);
  const headingId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('page.dealWith')}
      </Title>
      {deal.dealWithId === null ? (
        <Text size="sm" c="dimmed">
          {t('page.nobodyYet')}
        </Text>
      ) : (
        <ContactLink contact={{ id: deal.dealWithId, name: deal.dealWith || undefined }} />
      )}
    </Paper>
  );
}
