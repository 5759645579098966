import { XmlDecodeError } from './decodeError';
import { isOverLimit, MAX_LONG_TEXT, MAX_SHORT_TEXT, tooLongMessage } from './textLimits';
import type { XmlElement } from './tree';
import { readInt, readText, requireRoot } from './values';
import { intElement, textElement } from './writer';

/**
 * A comment a restore writes with its author's name and time as the snapshot holds them (our
 * extension, `POST /service/account/restores/{snapshot}/comments.xml`): the classic API writes
 * every comment as the current user, now.
 */
export interface RestoredComment {
  /** The collection of the record it is on: companies, people, deals, todos, communications. */
  records: string;
  recordId: number;
  comment: string;
  authorName: string;
  /** ISO UTC, seconds (`2009-03-17T20:16:35Z`). */
  createdAt: string;
}

const ISO_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/;

export function encodeRestoredComment(c: RestoredComment): string {
  return `<restored_comment>${textElement('records', c.records)}${intElement('record_id', c.recordId)}${textElement('comment', c.comment)}${textElement('author_name', c.authorName)}${textElement('created_at', c.createdAt)}</restored_comment>`;
}

/** Checked as a comment is (blank or over 65,536: refused), the name as a one-line field. */
export function decodeRestoredComment(el: XmlElement): RestoredComment {
  const root = requireRoot(el, 'restored_comment');
  const comment = readText(root, 'comment') ?? '';
  if (comment.trim() === '') throw new XmlDecodeError('invalid', "Comment can't be blank");
  if (isOverLimit(comment, MAX_LONG_TEXT))
    throw new XmlDecodeError('invalid', tooLongMessage('Comment', MAX_LONG_TEXT));
  const authorName = (readText(root, 'author_name') ?? '').trim();
  if (isOverLimit(authorName, MAX_SHORT_TEXT))
    throw new XmlDecodeError('invalid', tooLongMessage('Author name', MAX_SHORT_TEXT));
  const createdAt = (readText(root, 'created_at') ?? '').trim();
  if (!ISO_SECONDS.test(createdAt) || Number.isNaN(Date.parse(createdAt)))
    throw new XmlDecodeError('date', 'Created at must be an ISO UTC time (2009-03-17T20:16:35Z)');
  const recordId = readInt(root, 'record_id');
  if (recordId === undefined || recordId < 1)
    throw new XmlDecodeError('invalid', 'Record id must be a record id');
  return {
    records: (readText(root, 'records') ?? '').trim(),
    recordId,
    comment,
    authorName,
    createdAt,
  };
}
