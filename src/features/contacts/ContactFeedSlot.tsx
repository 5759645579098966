import { Stack } from '@mantine/core';
import type { ContactCollection } from '../../api/records';
import { CommentsPanel } from '../../components/CommentsPanel';
import { DetailSection } from '../../components/DetailSection';
import { RecordHistory } from '../../components/RecordHistory';
import type { MegaComment } from '#xml/megaComment';
import { CommunicationsTimeline } from './CommunicationsTimeline';
import { ContactTodos } from './ContactTodos';

/**
 * The centre of a company's or person's page: comments, communications, to-dos and the record's
 * history. One component so the coming record feed (composer and history) replaces it in one line.
 */
export function ContactFeedSlot({
  record,
  comments,
}: {
  record: { collection: ContactCollection; id: number };
  comments: readonly MegaComment[];
}) {
  return (
    <Stack gap="lg">
      <DetailSection title="Comments">
        {() => <CommentsPanel record={record} comments={comments} />}
      </DetailSection>
      <CommunicationsTimeline
        kind={record.collection === 'companies' ? 'company' : 'person'}
        id={record.id}
      />
      <ContactTodos collection={record.collection} id={record.id} />
      <RecordHistory record={record} />
    </Stack>
  );
}
