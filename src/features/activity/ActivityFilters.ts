import { ACTIVITY_RECORD_TYPES, type Activity, type ActivityRecordType } from '#xml/activity';

/** The stream's filters as the URL keeps them: `?type=Deal&user=3&from=2026-11-01&to=2026-11-25`. */
export interface ActivityFilterValues {
  type: ActivityRecordType | null;
  userId: number | null;
  /** `YYYY-MM-DD`, local days. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readActivityFilters(params: URLSearchParams): ActivityFilterValues {
  const type = params.get('type') ?? '';
  const user = params.get('user') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    type: (ACTIVITY_RECORD_TYPES as readonly string[]).includes(type)
      ? (type as ActivityRecordType)
      : null,
    userId: /^\d{1,9}$/.test(user) ? Number(user) : null,
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
  };
}

/** Start of a local day as ISO UTC, or undefined for none. */
export function dayStart(day: string): string | undefined {
  if (day === '') return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** Start of the day after a local day (the range's exclusive end), as epoch ms. */
function dayAfter(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).getTime();
}

/** What the API cannot filter: the record kind and the end of the range (inclusive day). */
export function matchesFilters(activity: Activity, filters: ActivityFilterValues): boolean {
  if (filters.type !== null && activity.recordType !== filters.type) return false;
  if (filters.to !== '') {
    if (Date.parse(activity.date) >= dayAfter(filters.to)) return false;
  }
  return true;
}
