import { useState } from 'react';
import { Badge, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { listHref } from '../../lib/listMemory';
import { communicationQueries } from '../../api/communications';
import { isNotFound } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { Shown } from '../../api/client/requests';
import type { Communication } from '#xml/communication';
import { CommentsPanel } from '../../components/CommentsPanel';
import { shownCommunicationType } from '../../lib/communicationTypeLabels';
import { DetailSection } from '../../components/DetailSection';
import { formatDateTime } from '../../lib/formatDate';
import { BackLink } from '../../components/BackLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { RecordTagsEditor } from '../../components/RecordTagsEditor';
import { ParticipantsPanel } from './ParticipantsPanel';
import { RecordHistory } from '../../components/RecordHistory';
import { RecordPageLayout } from '../../components/RecordPageLayout';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';
import { DocumentTitle } from '#components/DocumentTitle';
import { LazyMount } from '../../components/lazy/LazyMount';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The edit form (a Modal with contact pickers) loads at its first opening, not with the page.
const CommunicationFormModal = lazyNamed(
  () => import('./CommunicationFormModal'),
  'CommunicationFormModal',
);

// Subjects and bodies are user text: a long unbroken word (a URL) wraps instead of widening the page.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * `/communications/:id` in the record page layout: the communication's facts, body and tags on the
 * side, its comments and history in the centre, its participants (by role) as the related part.
 */
export function CommunicationDetailPage() {
  const t = useT(communicationMessages);
  const { id: idText = '' } = useParams();
  const client = useApiClient();
  const valid = /^\d{1,15}$/.test(idText);
  const query = useQuery({
    ...communicationQueries.detail(client, Number(idText)),
    enabled: valid,
  });
  if (!valid || isNotFound(query.error)) {
    return (
      <NotFoundMessage
        title={t('detail.notFound')}
        backTo={listHref('/communications')}
        backLabel={t('detail.all')}
      >
        {t('detail.notFoundText', { id: idText })}
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <BackLink to={listHref('/communications')}>{t('detail.all')}</BackLink>
      <QueryState
        query={query}
        errorTitle={t('detail.loadError')}
        loading={<Skeleton height={200} />}
      >
        {(shown) => <CommunicationDetail shown={shown} />}
      </QueryState>
    </Stack>
  );
}

function CommunicationDetail({ shown }: { shown: Shown<Communication> }) {
  const t = useT(communicationMessages);
  const communication = shown.value;
  const [editing, setEditing] = useState(false);
  const subject =
    communication.subject === ''
      ? t('detail.untitled', { id: communication.id })
      : communication.subject;
  const record = { collection: 'communications', id: communication.id } as const;
  return (
    <>
      <DocumentTitle title={t('detail.documentTitle', { subject })} />
      <RecordPageLayout
        title={subject}
        side={
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h2" style={WRAP_ANYWHERE}>
                {subject}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color="gray" tt="none">
                  {shownCommunicationType(communication.ctype)}
                </Badge>
                {communication.date !== null && (
                  <Text size="sm" c="dimmed" component="time" dateTime={communication.date}>
                    {formatDateTime(communication.date)}
                  </Text>
                )}
              </Group>
            </Stack>
            <Button
              variant="default"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              data-shortcut="edit"
            >
              {t('detail.edit')}
            </Button>
            <Text
              size="sm"
              style={{ ...WRAP_ANYWHERE, whiteSpace: 'pre-wrap' }}
              c={communication.body === '' ? 'dimmed' : undefined}
            >
              {communication.body === '' ? t('detail.noBody') : communication.body}
            </Text>
            <Divider />
            <DetailSection title={t('detail.tags')}>
              {() => <RecordTagsEditor record={record} tags={communication.tags} />}
            </DetailSection>
          </Stack>
        }
        feed={
          <Stack gap="lg">
            <DetailSection title={t('detail.comments')}>
              {() => <CommentsPanel record={record} comments={communication.megaComments} />}
            </DetailSection>
            <RecordHistory record={record} />
          </Stack>
        }
        related={<ParticipantsPanel communicationId={communication.id} />}
      />
      <LazyMount when={editing}>
        {(opened) => (
          <CommunicationFormModal
            opened={opened}
            editing={opened ? { communication, etag: shown.etag } : null}
            onClose={() => setEditing(false)}
          />
        )}
      </LazyMount>
    </>
  );
}
