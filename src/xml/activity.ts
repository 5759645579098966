import { XmlDecodeError } from './decodeError';
import { formatA, parseTimestamp } from './dates';
import type { EncodeOptions } from './encodeOptions';
import type { XmlElement } from './tree';
import { listItems, parseIntText, readInt, readText, requireChild, requireRoot } from './values';
import { arrayElement, intElement, textElement } from './writer';

/** What happened to the record (our extension element `kind`). */
export const ACTIVITY_KINDS = [
  'created',
  'updated',
  'deleted',
  'tagged',
  'untagged',
  'super_tag_set',
  'super_tag_removed',
  'location_added',
  'location_changed',
  'location_removed',
  'commented',
  'comment_edited',
  'comment_removed',
  'participant_added',
  'participant_removed',
  'related_contact_added',
  'related_contact_removed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_RECORD_TYPES = [
  'Company',
  'Person',
  'Deal',
  'Todo',
  'Communication',
] as const;
export type ActivityRecordType = (typeof ACTIVITY_RECORD_TYPES)[number];

/** One field of an update: values as the record's representation writes them (text). */
export interface ActivityChange {
  field: string;
  old: string;
  new: string;
}

/**
 * One entry of `GET /service/activities/recent.xml`. The seven documented elements, in the order
 * clients read them and nothing after `date` (the .NET library reads them strictly in order and
 * then expects `</activity>`); `id`, `kind` and `changes` follow only when asked for with
 * `detail=full` (see `ACTIVITY_DETAIL`).
 */
export interface Activity {
  /** The record's name when it happened (kept after the record is deleted). */
  name: string;
  description: string;
  recordType: ActivityRecordType;
  recordId: number;
  userName: string;
  /** null when the user no longer exists or the change had no acting user. */
  userId: number | null;
  /** ISO UTC; written in Format A with the account's offset, as comment times. */
  date: string;
  id: number;
  kind: ActivityKind;
  changes: ActivityChange[];
}

export const isActivityKind = (text: string): text is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(text);
export const isActivityRecordType = (text: string): text is ActivityRecordType =>
  (ACTIVITY_RECORD_TYPES as readonly string[]).includes(text);

/**
 * One `<activity>` as it was written, before any judgement of its vocabulary: the record type
 * and kind as text (`''` when absent), and `id` null when absent. A classic server's stream has
 * the seven documented elements only (no `id`, `kind` or `changes`), and a newer service may
 * name kinds or record types this code does not know: each reader decides what to do with
 * that. `decodeActivity` (the service's contract) refuses it; the console's policies are in
 * `src/api` (the Activity screens, the home screen).
 */
export interface ActivityEntry extends Omit<Activity, 'recordType' | 'kind' | 'id'> {
  recordType: string;
  kind: string;
  id: number | null;
}

function decodeChange(el: XmlElement): ActivityChange {
  return {
    field: readText(el, 'field') ?? '',
    old: readText(el, 'old') ?? '',
    new: readText(el, 'new') ?? '',
  };
}

/** The structure of an entry: ids are integers, the date a time (Format A as written, or B). */
export function decodeActivityEntry(el: XmlElement): ActivityEntry {
  return {
    name: readText(el, 'name') ?? '',
    description: readText(el, 'description') ?? '',
    recordType: (readText(el, 'record_type') ?? '').trim(),
    recordId: parseIntText(requireChild(el, 'record_id').text, 'record_id'),
    userName: readText(el, 'user_name') ?? '',
    userId: readInt(el, 'user_id') ?? null,
    date: parseTimestamp(requireChild(el, 'date').text, 'Date'),
    id: readInt(el, 'id') ?? null,
    kind: (readText(el, 'kind') ?? '').trim(),
    changes: listItems(
      el.children.find((c) => c.name === 'changes'),
      'change',
    ).map(decodeChange),
  };
}

/** `<activities type="array">` → its entries as written (see ActivityEntry). */
export function decodeActivityEntries(root: XmlElement): ActivityEntry[] {
  return listItems(requireRoot(root, 'activities'), 'activity').map(decodeActivityEntry);
}

/** An entry as the service writes it: a known record type and kind, and an id. */
export function decodeActivity(el: XmlElement): Activity {
  const entry = decodeActivityEntry(el);
  const { recordType, kind, id } = entry;
  if (!isActivityRecordType(recordType))
    throw new XmlDecodeError('invalid', `Unknown record type "${recordType.slice(0, 40)}"`);
  if (!isActivityKind(kind))
    throw new XmlDecodeError('invalid', `Unknown activity kind "${kind.slice(0, 40)}"`);
  if (id === null) throw new XmlDecodeError('invalid', '<activity> has no <id>');
  return { ...entry, recordType, kind, id };
}

export function decodeActivityList(root: XmlElement): Activity[] {
  return listItems(requireRoot(root, 'activities'), 'activity').map(decodeActivity);
}

function encodeChange(change: ActivityChange): string {
  return `<change>${textElement('field', change.field)}${textElement('old', change.old)}${textElement('new', change.new)}</change>`;
}

/**
 * The query parameter that asks the activity endpoints for the extensions: `detail=full` adds
 * `id`, `kind` and `changes` after `date`. Without it an entry has the seven documented elements
 * only, the shape classic clients read.
 */
export const ACTIVITY_DETAIL = { parameter: 'detail', full: 'full' } as const;

export interface ActivityEncodeOptions extends EncodeOptions {
  /** Write `id`, `kind` and `changes` after `date` (`detail=full`). */
  full?: boolean;
}

export function encodeActivity(a: Activity, options: ActivityEncodeOptions = {}): string {
  const documented =
    `<activity>${textElement('name', a.name)}${textElement('description', a.description)}` +
    `${textElement('record_type', a.recordType)}${intElement('record_id', a.recordId)}` +
    `${textElement('user_name', a.userName)}${intElement('user_id', a.userId)}` +
    textElement('date', formatA(a.date, options.utcOffsetMinutes ?? 0));
  if (options.full !== true) return `${documented}</activity>`;
  return (
    `${documented}${intElement('id', a.id)}${textElement('kind', a.kind)}` +
    `${arrayElement('changes', a.changes, encodeChange)}</activity>`
  );
}

export function encodeActivityList(
  activities: readonly Activity[],
  options: ActivityEncodeOptions = {},
): string {
  return arrayElement('activities', activities, (a) => encodeActivity(a, options));
}
