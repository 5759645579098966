import { useEffect, type ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { ContactCollection } from '../../api/records';
import { isNotFound } from '../../api/client/apiError';
import type { Shown } from '../../api/client/requests';
import { BackLink } from '../../components/BackLink';
import { listHref as listMemoryHref } from '../../lib/listMemory';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { parseFeedFilter } from './feed/feedItems';
import { FEED_PARAM } from './feed/RecordFeed';
import { prefetchRecordPage } from './recordPage/relatedQueries';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';

/** What differs between the company and the person page. */
export interface ContactDetailKind<T> {
  /** Names the record in the messages ("Company not found") and the way back ("All companies"). */
  collection: ContactCollection;
  listPath: string;
  // The query's key type differs per resource; only its data matters here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: (id: number) => UseQueryOptions<Shown<T>, Error, Shown<T>, any>;
  render: (shown: Shown<T>) => ReactNode;
}

/**
 * `/companies/:id` and `/people/:id`: the record by the number in the address, a way back to the
 * list as it was left, a skeleton while loading, and a not-found page for a bad or deleted number.
 */
export function ContactDetailRoute<T>({ kind }: { kind: ContactDetailKind<T> }) {
  const t = useT(contactsMessages);
  const { id: idText = '' } = useParams();
  if (!/^\d{1,15}$/.test(idText)) {
    return (
      <ContactNotFound kind={kind}>
        {t(`${kind.collection}.notANumber`, { id: idText })}
      </ContactNotFound>
    );
  }
  return <ContactDetail key={idText} kind={kind} id={Number(idText)} />;
}

function ContactDetail<T>({ kind, id }: { kind: ContactDetailKind<T>; id: number }) {
  const t = useT(contactsMessages);
  const query = useQuery(kind.query(id));
  useRelatedAtOnce(kind.collection, id);
  if (isNotFound(query.error)) {
    return <ContactNotFound kind={kind}>{t(`${kind.collection}.gone`, { id })}</ContactNotFound>;
  }
  return (
    <Stack gap="md">
      <BackLink to={listMemoryHref(kind.listPath)}>{t(`${kind.collection}.all`)}</BackLink>
      <QueryState
        query={query}
        errorTitle={t(`${kind.collection}.detailError`)}
        loading={<DetailSkeleton />}
      >
        {kind.render}
      </QueryState>
    </Stack>
  );
}

function ContactNotFound<T>({ kind, children }: { kind: ContactDetailKind<T>; children: string }) {
  const t = useT(contactsMessages);
  const title = t(`${kind.collection}.notFound`);
  return (
    <NotFoundMessage
      title={title}
      backTo={listMemoryHref(kind.listPath)}
      backLabel={t(`${kind.collection}.all`)}
    >
      {children}
    </NotFoundMessage>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={80} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** The page's other requests leave with the record's, not after it has rendered (relatedQueries.ts). */
function useRelatedAtOnce(collection: ContactCollection, id: number) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const [params] = useSearchParams();
  const feedFilter = parseFeedFilter(params.get(FEED_PARAM));
  useEffect(() => {
    prefetchRecordPage(queryClient, client, collection, id, feedFilter);
    // Once per record: a later filter change is the feed's own request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, client, collection, id]);
}
