import { XmlDecodeError } from './decodeError';
import { formatB, parseFormatB } from './dates';
import type { XmlElement } from './tree';
import { listItems, parseIntText, readText, requireChild, requireRoot } from './values';
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

export const RECORD_TYPES = ['Company', 'Person', 'Deal', 'Todo', 'Communication'] as const;
export type ActivityRecordType = (typeof RECORD_TYPES)[number];

/** One field of an update: values as the record's representation writes them (text). */
export interface ActivityChange {
  field: string;
  old: string;
  new: string;
}

/**
 * One entry of `GET /service/activities/recent.xml`. The first seven elements are the documented
 * ones, in the order clients read them (the .NET library reads them strictly in order); `id`,
 * `kind` and `changes` follow as extensions.
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
  /** ISO UTC; written in Format B. */
  date: string;
  id: number;
  kind: ActivityKind;
  changes: ActivityChange[];
}

const isKind = (text: string): text is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(text);
const isRecordType = (text: string): text is ActivityRecordType =>
  (RECORD_TYPES as readonly string[]).includes(text);

function decodeChange(el: XmlElement): ActivityChange {
  return {
    field: readText(el, 'field') ?? '',
    old: readText(el, 'old') ?? '',
    new: readText(el, 'new') ?? '',
  };
}

export function decodeActivity(el: XmlElement): Activity {
  const recordType = (readText(el, 'record_type') ?? '').trim();
  if (!isRecordType(recordType))
    throw new XmlDecodeError('invalid', `Unknown record type "${recordType.slice(0, 40)}"`);
  const kind = (readText(el, 'kind') ?? '').trim();
  if (!isKind(kind))
    throw new XmlDecodeError('invalid', `Unknown activity kind "${kind.slice(0, 40)}"`);
  const dateText = readText(el, 'date') ?? '';
  const date = parseFormatB(dateText);
  if (date === null)
    throw new XmlDecodeError('date', `Date is not a valid time: "${dateText.slice(0, 60)}"`);
  const userId = readText(el, 'user_id');
  return {
    name: readText(el, 'name') ?? '',
    description: readText(el, 'description') ?? '',
    recordType,
    recordId: parseIntText(requireChild(el, 'record_id').text, 'record_id'),
    userName: readText(el, 'user_name') ?? '',
    userId: userId === undefined || userId.trim() === '' ? null : parseIntText(userId, 'user_id'),
    date,
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    kind,
    changes: listItems(
      el.children.find((c) => c.name === 'changes'),
      'change',
    ).map(decodeChange),
  };
}

export function decodeActivityList(root: XmlElement): Activity[] {
  return listItems(requireRoot(root, 'activities'), 'activity').map(decodeActivity);
}

function encodeChange(change: ActivityChange): string {
  return `<change>${textElement('field', change.field)}${textElement('old', change.old)}${textElement('new', change.new)}</change>`;
}

export function encodeActivity(a: Activity): string {
  return (
    `<activity>${textElement('name', a.name)}${textElement('description', a.description)}` +
    `${textElement('record_type', a.recordType)}${intElement('record_id', a.recordId)}` +
    `${textElement('user_name', a.userName)}${intElement('user_id', a.userId)}` +
    `${textElement('date', formatB(a.date))}${intElement('id', a.id)}${textElement('kind', a.kind)}` +
    `${arrayElement('changes', a.changes, encodeChange)}</activity>`
  );
}

export function encodeActivityList(activities: readonly Activity[]): string {
  return arrayElement('activities', activities, encodeActivity);
}
