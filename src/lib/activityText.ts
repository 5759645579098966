import type { Activity, ActivityKind, ActivityRecordType } from '#xml/activity';

/** Words for the activity stream's kinds and record types, shared by History, Activity and Comments. */

const KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  tagged: 'tagged',
  untagged: 'removed a tag from',
  super_tag_set: 'set a SuperTag on',
  super_tag_removed: 'removed a SuperTag from',
  location_added: 'added a location to',
  location_changed: 'changed a location of',
  location_removed: 'removed a location from',
  commented: 'commented on',
  comment_edited: 'edited a comment on',
  comment_removed: 'removed a comment from',
  participant_added: 'added a participant to',
  participant_removed: 'removed a participant from',
  related_contact_added: 'added a related contact to',
  related_contact_removed: 'removed a related contact from',
};

export const RECORD_TYPE_LABELS: Readonly<Record<ActivityRecordType, string>> = {
  Company: 'Company',
  Person: 'Person',
  Deal: 'Deal',
  Todo: 'To-do',
  Communication: 'Communication',
};

export function kindLabel(kind: ActivityKind): string {
  return KIND_LABELS[kind];
}

/** "Ann Admin updated" — the record's name follows (a link or plain text). */
export function activityActor(activity: Activity): string {
  return `${activity.userName || 'Someone'} ${kindLabel(activity.kind)}`;
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday", "in 2 hours" (a server clock ahead of ours). */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  let value = (ms - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

/**
 * What a `commented` entry says: the service keeps a new comment's first 300 characters with its
 * activity (a `comment` change, `detail=full` only); null for other entries or older ones.
 */
export function commentOfActivity(activity: {
  kind: string;
  changes: readonly { field: string; new: string }[];
}): string | null {
  if (activity.kind !== 'commented') return null;
  return activity.changes.find((c) => c.field === 'comment')?.new ?? null;
}
