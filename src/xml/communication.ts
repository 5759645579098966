import { XmlDecodeError } from './decodeError';
import { formatA, formatB } from './dates';
import type { EncodeOptions } from './encodeOptions';
import {
  decodeMegaCommentCount,
  decodeMegaComments,
  encodeMegaComments,
  type MegaComment,
} from './megaComment';
import { decodeRecordTags, encodeRecordTags, type RecordTag } from './tag';
import { child, type XmlElement } from './tree';
import {
  listItems,
  parseIntText,
  readText,
  readTimestamp,
  readTrimmed,
  requireChild,
  requireRoot,
} from './values';
import { intElement, recordListElement, textElement } from './writer';

/**
 * The API's four types, then `meeting`: our service's addition (docs/api-decisions.md, "Meetings"),
 * so a logged meeting reads back as one. A classic server refuses it with a 422.
 */
export const COMMUNICATION_TYPES = ['email', 'note', 'phone', 'chat', 'meeting'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** Element order: id, subject, body, date, ctype, tags, mega_comments, created_at, updated_at. */
export interface Communication {
  id: number;
  subject: string;
  body: string;
  /** ISO UTC; written in Format A. */
  date: string | null;
  /** As read: capitalised (`Email`), as the API's example shows. */
  ctype: string;
  tags: RecordTag[];
  megaComments: MegaComment[];
  /** How many comments the record has, when megaComments holds only the latest (encodeMegaComments). */
  megaCommentCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** Fields of a create or update; absent = "leave as it is". `ctype` is always one of the types, lower case. */
export interface CommunicationWrite {
  subject?: string;
  body?: string;
  /** ISO UTC. A date cannot be cleared once set (`nil` and empty mean "not given"). */
  date?: string;
  ctype?: CommunicationType;
}

/** `Email`, `eMail`, ` email ` → `email`; anything that is not one of the types → null. */
export function parseCommunicationType(text: string): CommunicationType | null {
  const lower = text.trim().toLowerCase();
  return COMMUNICATION_TYPES.find((t) => t === lower) ?? null;
}

/** The read form of a type: capitalised, as in the API's example (`Email`). */
export function communicationTypeLabel(type: CommunicationType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export const COMMUNICATION_TYPE_ERROR = `Ctype must be one of ${COMMUNICATION_TYPES.join(', ')}`;

export function decodeCommunication(el: XmlElement): Communication {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    subject: readText(el, 'subject') ?? '',
    body: readText(el, 'body') ?? '',
    date: readTimestamp(el, 'date') ?? null,
    ctype: readTrimmed(el, 'ctype') ?? '',
    tags: decodeRecordTags(child(el, 'tags')),
    megaComments: decodeMegaComments(child(el, 'mega_comments')),
    ...decodeMegaCommentCount(child(el, 'mega_comments')),
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodeCommunicationList(el: XmlElement): Communication[] {
  return listItems(requireRoot(el, 'communications'), 'communication').map(decodeCommunication);
}

export function encodeCommunication(c: Communication, options: EncodeOptions = {}): string {
  const date = c.date === null ? null : formatA(c.date, options.utcOffsetMinutes ?? 0);
  return (
    `<communication>${intElement('id', c.id)}${textElement('subject', c.subject)}${textElement('body', c.body)}` +
    `${textElement('date', date)}${textElement('ctype', c.ctype)}${encodeRecordTags(c.tags)}` +
    `${encodeMegaComments(c.megaComments, options, c.megaCommentCount)}${textElement('created_at', formatB(c.createdAt))}` +
    `${textElement('updated_at', formatB(c.updatedAt))}</communication>`
  );
}

export function encodeCommunicationList(
  values: readonly Communication[],
  options: EncodeOptions = {},
): string {
  return recordListElement('communications', values, (c) => encodeCommunication(c, options));
}

/**
 * A create/update body → the fields the client gave. Read-only fields (id, tags, mega_comments,
 * created_at, updated_at) are ignored; an empty `ctype` counts as not given; a ctype that is
 * not one of the four types is invalid (422); an unreadable date is a date error (400).
 */
export function decodeCommunicationWrite(el: XmlElement): CommunicationWrite {
  const input: CommunicationWrite = {};
  const subject = readText(el, 'subject');
  if (subject !== undefined) input.subject = subject;
  const body = readText(el, 'body');
  if (body !== undefined) input.body = body;
  const date = readTimestamp(el, 'date');
  if (date !== undefined) input.date = date;
  const ctypeText = readTrimmed(el, 'ctype');
  if (ctypeText !== undefined && ctypeText !== '') {
    const ctype = parseCommunicationType(ctypeText);
    if (ctype === null) throw new XmlDecodeError('invalid', COMMUNICATION_TYPE_ERROR);
    input.ctype = ctype;
  }
  return input;
}

/** The console's create/update body; the date goes out in Format A (UTC), which the service reads. */
export function encodeCommunicationWrite(input: CommunicationWrite): string {
  const date = input.date === undefined ? '' : textElement('date', formatA(input.date, 0));
  return (
    `<communication>${input.subject === undefined ? '' : textElement('subject', input.subject)}` +
    `${input.body === undefined ? '' : textElement('body', input.body)}${date}` +
    `${input.ctype === undefined ? '' : textElement('ctype', input.ctype)}</communication>`
  );
}
