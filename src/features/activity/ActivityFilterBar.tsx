import { Group, NativeSelect } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_RECORD_TYPES } from '#xml/activity';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { RECORD_TYPE_LABELS } from '../../lib/activityText';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { readActivityFilters, type ActivityFilterValues } from './ActivityFilters';
import { useT } from '#i18n/useT';
import { activityMessages } from './messages';

/** The filters of the stream, kept in the URL; `dates` adds the date range (the Activity screen). */
export function useActivityFilters(): [
  ActivityFilterValues,
  (name: 'type' | 'user' | 'from' | 'to', value: string) => void,
] {
  const [params, setParams] = useSearchParamsUpdate();
  const set = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [readActivityFilters(params), set];
}

export function ActivityFilterBar({
  filters,
  onChange,
  dates,
  userLabel,
}: {
  filters: ActivityFilterValues;
  onChange: (name: 'type' | 'user' | 'from' | 'to', value: string) => void;
  dates: boolean;
  userLabel: string;
}) {
  const t = useT(activityMessages);
  const client = useApiClient();
  const users = useQuery(userQueries.list(client));
  const userOptions = (users.data ?? []).flatMap((user) =>
    user.id === null ? [] : [{ value: String(user.id), label: user.name || user.email }],
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('filters.recordKind')}
        value={filters.type ?? ''}
        onChange={(event) => onChange('type', event.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allKinds') },
          ...ACTIVITY_RECORD_TYPES.map((type) => ({
            value: type,
            label: RECORD_TYPE_LABELS[type],
          })),
        ]}
      />
      <NativeSelect
        label={userLabel}
        value={filters.userId === null ? '' : String(filters.userId)}
        onChange={(event) => onChange('user', event.currentTarget.value)}
        data={[{ value: '', label: t('filters.everyone') }, ...userOptions]}
      />
      {dates && (
        <>
          <DateField
            label={t('filters.from')}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(value) => onChange('from', value)}
          />
          <DateField
            label={t('filters.to')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(value) => onChange('to', value)}
          />
        </>
      )}
    </Group>
  );
}
