import { currentLocale } from '#i18n/i18n';
import {
  isActivityRecordType,
  type Activity,
  type ActivityKind,
  type ActivityRecordType,
} from '#xml/activity';
import { translatedServiceDescription } from './serviceDescriptions';
import { libMessages } from './messages';

/** Words for the activity stream's kinds and record types, shared by History, Activity and Comments. */

/** Read when shown, so each entry speaks the language chosen at that moment. */
export const RECORD_TYPE_LABELS: Readonly<Record<ActivityRecordType, string>> = {
  get Company() {
    return libMessages.t('activity.record.Company');
  },
  get Person() {
    return libMessages.t('activity.record.Person');
  },
  get Deal() {
    return libMessages.t('activity.record.Deal');
  },
  get Todo() {
    return libMessages.t('activity.record.Todo');
  },
  get Communication() {
    return libMessages.t('activity.record.Communication');
  },
};

export function kindLabel(kind: ActivityKind): string {
  return libMessages.t(`activity.kind.${kind}`);
}

/** "Ann Admin updated" — the record's name follows (a link or plain text). */
export function activityActor(activity: Activity): string {
  return libMessages.t('activity.actor', {
    name: activity.userName || libMessages.t('activity.someone'),
    action: kindLabel(activity.kind),
  });
}

/**
 * What an entry says happened. Our service writes a creation or deletion as "Company created" /
 * "To-do deleted" in English: that exact text is shown in the chosen language. Any other
 * description (an update's fields, a classic server's wording) is shown as the server wrote it.
 */
export function activityDescription(activity: {
  kind: string;
  recordType: string;
  description: string;
}): string {
  const { kind, recordType, description } = activity;
  if (kind !== 'created' && kind !== 'deleted')
    return translatedServiceDescription(description) ?? description;
  if (!isActivityRecordType(recordType)) return description;
  const key = `activity.description.${recordType}.${kind}` as const;
  return description === libMessages.translatorFor('en')(key) ? libMessages.t(key) : description;
}

/** One formatter per locale, made when first needed (the language can change while the page lives). */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = currentLocale();
  let format = relativeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}
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
    if (Math.abs(value) < size) return relativeFormat().format(Math.round(value), unit);
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
