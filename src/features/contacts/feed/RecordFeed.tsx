import { useId } from 'react';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ContactCollection, RecordRef } from '#api/records';
import { FeedComposer } from './FeedComposer';
import { useT } from '#i18n/useT';
import { FEED_FILTERS, parseFeedFilter } from './feedItems';
import { FeedList } from './FeedList';
import { feedMessages } from './messages';
import { PlannedList } from './PlannedList';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** The address's parameter holding the feed's filter (`?feed=comments`): reload and Back keep it. */
export const FEED_PARAM = 'feed';

const isContact = (record: RecordRef): record is RecordRef<ContactCollection> =>
  record.collection === 'companies' || record.collection === 'people';

/**
 * A record's feed (issue 34): write a comment or log a call, meeting, e-mail, note or to-do; what
 * is planned; then everything about the record, newest first, filtered by type.
 */
export function RecordFeed({ record }: { record: RecordRef }) {
  const t = useT(feedMessages);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filter = parseFeedFilter(params.get(FEED_PARAM));
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('feed.title')}
        </Title>
        <HydrateLater>
          <FeedComposer record={record} />
        </HydrateLater>
        <HydrateLater>{isContact(record) && <PlannedList record={record} />}</HydrateLater>
        <Title order={3} size="h5">
          {t('feed.history')}
        </Title>
        {/* Small: at 1280 px the five choices at the default size overflowed the centre column
            and hid "Changes" behind a scroll that the keyboard could not reach. */}
        <HydrateLater>
          <SegmentedControl
            size="xs"
            aria-label={t('feed.showInHistory')}
            value={filter}
            data={FEED_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value === 'all') next.delete(FEED_PARAM);
                  else next.set(FEED_PARAM, value);
                  return next;
                },
                { preventScrollReset: true },
              )
            }
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        </HydrateLater>
        <HydrateLater key={filter}>
          <FeedList record={record} filter={filter} />
        </HydrateLater>
      </Stack>
    </section>
  );
}
