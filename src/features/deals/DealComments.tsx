import { useId } from 'react';
import { Stack, Title } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { CommentsPanel } from '../../components/CommentsPanel';

/** The deal's comments (its embedded `mega_comments`) with the shared panel: add, edit, delete. */
export function DealComments({ deal }: { deal: Deal }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Comments
      </Title>
      <CommentsPanel record={{ collection: 'deals', id: deal.id }} comments={deal.megaComments} />
    </Stack>
  );
}
