import { useId } from 'react';
import { Stack, Title } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { CommentsPanel } from '../../components/CommentsPanel';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

/** The deal's comments (its embedded `mega_comments`) with the shared panel: add, edit, delete. */
export function DealComments({ deal }: { deal: Deal }) {
  const t = useT(dealMessages);
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('comments.title')}
      </Title>
      <CommentsPanel record={{ collection: 'deals', id: deal.id }} comments={deal.megaComments} />
    </Stack>
  );
}
