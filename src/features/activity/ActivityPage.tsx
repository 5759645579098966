import { Stack } from '@mantine/core';
import { deletedRecords } from '../../api/activities';
import { ScreenHeader } from '../../components/ScreenHeader';
import { ActivityEntry } from './ActivityEntry';
import { ActivityFilterBar, useActivityFilters } from './ActivityFilterBar';
import { dayStart, matchesFilters } from './ActivityFilters';
import { StreamList } from './StreamList';
import { useT } from '#i18n/useT';
import { activityMessages } from './messages';

/**
 * What changed, and by whom: the account's activity stream, newest first, filtered by record
 * kind, user and date range (all in the URL), loading more as the list's end comes into view.
 * An entry opens its record; a record the loaded stream shows deleted is named, not linked.
 */
export function ActivityPage() {
  const t = useT(activityMessages);
  const [filters, setFilter] = useActivityFilters();
  return (
    <Stack gap="md">
      <ScreenHeader title={t('activity.title')} />
      <ActivityFilterBar
        filters={filters}
        onChange={setFilter}
        dates
        userLabel={t('activity.user')}
      />
      <StreamList
        search={{ userId: filters.userId ?? undefined, since: dayStart(filters.from) }}
        keep={(activity) => matchesFilters(activity, filters)}
        label={t('activity.list')}
        empty={t('activity.empty')}
      >
        {(shown, all) => {
          const deleted = deletedRecords(all);
          return shown.map((activity) => (
            <li key={activity.id}>
              <ActivityEntry
                activity={activity}
                deleted={deleted.has(`${activity.recordType}:${activity.recordId}`)}
              />
            </li>
          ));
        }}
      </StreamList>
    </Stack>
  );
}
