import { Divider, Stack } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { RecordHistory } from '../../components/RecordHistory';
import { DealAttachments } from './DealAttachments';
import { DealComments } from './DealComments';
import { DealFacts } from './DealFacts';
import { DealRelatedPeople } from './DealRelatedPeople';

export interface DealDetailProps {
  deal: Deal;
  etag: string | null;
  statuses: readonly string[];
}

/** Everything about one deal in the panel beside the board or the list, one part under another. */
export function DealDetail({ deal, etag, statuses }: DealDetailProps) {
  return (
    <Stack gap="md">
      <DealFacts deal={deal} etag={etag} statuses={statuses} headingOrder={2} />
      <Divider />
      <DealRelatedPeople dealId={deal.id} />
      <Divider />
      <DealAttachments communicationIds={deal.attachedCommunicationIds} todoIds={deal.todoIds} />
      <Divider />
      <DealComments deal={deal} />
      <RecordHistory record={{ collection: 'deals', id: deal.id }} />
    </Stack>
  );
}
