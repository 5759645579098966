import type { EncodeOptions } from './encodeOptions';
import { formatA } from './dates';
import type { XmlElement } from './tree';
import {
  listItems,
  parseIntText,
  readInt,
  readText,
  readTimestamp,
  requireChild,
  requireRoot,
} from './values';
import { containerElement, intElement, textElement } from './writer';

/**
 * A comment as embedded in a record's `mega_comments` array and as shown by /service/comments
 * (the same `<mega_comment>` element in both: the .NET client reads them with one reader).
 */
export interface MegaComment {
  id: number;
  comment: string;
  /** Name of the author. */
  user: string;
  /** ISO UTC; written in Format A. */
  createdAt: string;
  recordId: number;
}

/** Body of a comment create or update: `<comment><comment>text</comment></comment>`. */
export interface CommentWrite {
  comment?: string;
}

export function decodeMegaComment(el: XmlElement): MegaComment {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    comment: readText(el, 'comment') ?? '',
    user: readText(el, 'user') ?? '',
    createdAt: readTimestamp(el, 'created_at') ?? '',
    recordId: readInt(el, 'record_id') ?? 0,
  };
}

export function decodeMegaComments(container: XmlElement | undefined): MegaComment[] {
  return listItems(container, 'mega_comment').map(decodeMegaComment);
}

/**
 * One `<mega_comment>`: in a record's embed and alone (`GET /service/comments/{id}.xml`). The
 * children in the order clients read them; `created_at` in Format A with the account's offset.
 */
export function encodeComment(c: MegaComment, options: EncodeOptions = {}): string {
  return (
    `<mega_comment>${intElement('id', c.id)}${textElement('comment', c.comment)}` +
    `${textElement('user', c.user)}${textElement('created_at', formatA(c.createdAt, options.utcOffsetMinutes ?? 0))}` +
    `${intElement('record_id', c.recordId)}</mega_comment>`
  );
}

/**
 * A record's `mega_comments`, and `GET /service/comments.xml` (the same array: classic clients
 * read the list with the code that reads a record's embed). The service embeds a record's latest
 * comments only; when it has more, `total` (how many it has, all told) is written on the
 * container, `<mega_comments type="array" total="700">`, and GET /service/comments.xml pages
 * through all of them. Without the attribute the array holds every comment.
 */
export function encodeMegaComments(
  comments: readonly MegaComment[],
  options: EncodeOptions = {},
  total?: number,
): string {
  let children = '';
  for (const c of comments) children += encodeComment(c, options);
  const attrs: Record<string, string> = { type: 'array' };
  if (total !== undefined && total > comments.length) attrs['total'] = String(total);
  return containerElement('mega_comments', children, attrs);
}

/**
 * `{ megaCommentCount }` when a record's `mega_comments` holds only its latest comments (the
 * container's `total`), `{}` when it holds them all: spread into a decoded record.
 */
export function decodeMegaCommentCount(container: XmlElement | undefined): {
  megaCommentCount?: number;
} {
  const total = container?.attrs['total'];
  if (total === undefined || !/^\d{1,15}$/.test(total.trim())) return {};
  return { megaCommentCount: Number(total.trim()) };
}

/** `GET /service/comments.xml`: the root must be `<mega_comments>`. */
export function decodeCommentList(root: XmlElement): MegaComment[] {
  return decodeMegaComments(requireRoot(root, 'mega_comments'));
}

/** `GET /service/comments/{id}.xml`: the root must be `<mega_comment>`. */
export function decodeComment(el: XmlElement): MegaComment {
  return decodeMegaComment(requireRoot(el, 'mega_comment'));
}

export function decodeCommentWrite(el: XmlElement): CommentWrite {
  const text = readText(el, 'comment');
  // `<comment>text</comment>` without the inner element is accepted too (form: comment=text).
  return { comment: text ?? (el.children.length === 0 && !el.nil ? el.text : undefined) };
}

export function encodeCommentWrite(input: CommentWrite): string {
  return `<comment>${input.comment === undefined ? '' : textElement('comment', input.comment)}</comment>`;
}
