import { XmlDecodeError } from './decodeError';
import { formatB } from './dates';
import type { XmlElement } from './tree';
import {
  listItems,
  readBool,
  readInt,
  readText,
  readTimestamp,
  readWritten,
  requireRoot,
} from './values';
import { isOverLimit, tooLongMessage } from './textLimits';
import { boolElement, containerElement, intElement, textElement } from './writer';

/**
 * A saved view (our extension, `/service/account/views`): a named address of one list screen, so a
 * salesperson opens "my open deals over 10,000" in one click. `address` is the list's query string
 * without its `?` (filters, sort, paging); `columns` the board's column choice (its own JSON text).
 */
export interface SavedView {
  id: number;
  name: string;
  list: SavedViewList;
  address: string;
  columns: string;
  /** Readable by every user of the account (only its owner changes it). */
  shared: boolean;
  /** Listed in the sidebar: the owner's, and the team's when shared. */
  pinned: boolean;
  ownerId: number;
  ownerName: string;
  /** Whether the asking user owns it (may rename, change or delete it). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The screens a view can be saved on, by their path under `/`. */
export const SAVED_VIEW_LISTS = [
  'companies',
  'people',
  'deals',
  'pipeline',
  'todos',
  'communications',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** Longest name, in characters as stored. */
export const MAX_VIEW_NAME = 100;
/** Longest address and column choice, in UTF-8 bytes (2 KiB). */
export const MAX_VIEW_ADDRESS_BYTES = 2048;
/** Most views one user may own. */
export const MAX_VIEWS_PER_USER = 200;
/** Most views one list answer holds (the user's own and the team's shared ones). */
export const MAX_VIEWS_LISTED = 500;

/** The fields a create or update gives; absent = leave as it is (a create needs name and list). */
export interface SavedViewWrite {
  name?: string;
  list?: SavedViewList;
  address?: string;
  columns?: string;
  shared?: boolean;
  pinned?: boolean;
}

export const isSavedViewList = (value: string): value is SavedViewList =>
  (SAVED_VIEW_LISTS as readonly string[]).includes(value);

function utf8Bytes(text: string): number {
  // Linear and allocation-free: what TextEncoder would count, without the copy.
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function boundedText(parent: XmlElement, field: string, label: string): string | undefined {
  const text = readWritten(parent, field, true);
  if (text === undefined) return undefined;
  if (utf8Bytes(text) > MAX_VIEW_ADDRESS_BYTES)
    throw new XmlDecodeError('invalid', `${label} is too long (at most 2,048 bytes)`);
  return text;
}

/** A create or update body `<view>…</view>`; bad values throw XmlDecodeError('invalid') (422). */
export function decodeSavedViewWrite(el: XmlElement): SavedViewWrite {
  const view = requireRoot(el, 'view');
  const write: SavedViewWrite = {};
  const name = readWritten(view, 'name', true);
  if (name !== undefined) {
    if (name === '') throw new XmlDecodeError('invalid', "Name can't be blank");
    if (isOverLimit(name, MAX_VIEW_NAME))
      throw new XmlDecodeError('invalid', tooLongMessage('Name', MAX_VIEW_NAME));
    write.name = name;
  }
  const list = readText(view, 'list')?.trim();
  if (list !== undefined) {
    if (!isSavedViewList(list))
      throw new XmlDecodeError(
        'invalid',
        `List must be one of ${SAVED_VIEW_LISTS.join(', ')} (got "${list.slice(0, 40)}")`,
      );
    write.list = list;
  }
  const address = boundedText(view, 'address', 'Address');
  if (address !== undefined) write.address = address.replace(/^\?/, '');
  const columns = boundedText(view, 'columns', 'Columns');
  if (columns !== undefined) write.columns = columns;
  const shared = readBool(view, 'shared');
  if (shared !== undefined) write.shared = shared;
  const pinned = readBool(view, 'pinned');
  if (pinned !== undefined) write.pinned = pinned;
  return write;
}

export function encodeSavedViewWrite(write: SavedViewWrite): string {
  let out = '';
  if (write.name !== undefined) out += textElement('name', write.name);
  if (write.list !== undefined) out += textElement('list', write.list);
  if (write.address !== undefined) out += textElement('address', write.address);
  if (write.columns !== undefined) out += textElement('columns', write.columns);
  if (write.shared !== undefined) out += boolElement('shared', write.shared);
  if (write.pinned !== undefined) out += boolElement('pinned', write.pinned);
  return containerElement('view', out);
}

export function encodeSavedView(view: SavedView): string {
  return (
    '<view>' +
    intElement('id', view.id) +
    textElement('name', view.name) +
    textElement('list', view.list) +
    textElement('address', view.address) +
    textElement('columns', view.columns) +
    boolElement('shared', view.shared) +
    boolElement('pinned', view.pinned) +
    intElement('owner_id', view.ownerId) +
    textElement('owner_name', view.ownerName) +
    boolElement('mine', view.mine) +
    textElement('created_at', formatB(view.createdAt), { type: 'datetime' }) +
    textElement('updated_at', formatB(view.updatedAt), { type: 'datetime' }) +
    '</view>'
  );
}

/** `<views type="array" truncated="true">`: `truncated` when more views than one answer holds exist. */
export function encodeSavedViewList(views: readonly SavedView[], truncated: boolean): string {
  let children = '';
  for (const view of views) children += encodeSavedView(view);
  const attrs: Record<string, string> = { type: 'array' };
  if (truncated) attrs['truncated'] = 'true';
  return containerElement('views', children, attrs);
}

export function decodeSavedView(el: XmlElement): SavedView {
  const id = readInt(el, 'id');
  const list = readText(el, 'list')?.trim() ?? '';
  if (id === undefined || !isSavedViewList(list))
    throw new XmlDecodeError('invalid', '<view> needs an <id> and a known <list>');
  return {
    id,
    name: readText(el, 'name') ?? '',
    list,
    address: readText(el, 'address') ?? '',
    columns: readText(el, 'columns') ?? '',
    shared: readBool(el, 'shared') ?? false,
    pinned: readBool(el, 'pinned') ?? false,
    ownerId: readInt(el, 'owner_id') ?? 0,
    ownerName: readText(el, 'owner_name') ?? '',
    mine: readBool(el, 'mine') ?? false,
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodeSavedViewList(el: XmlElement): SavedView[] {
  return listItems(requireRoot(el, 'views'), 'view').map(decodeSavedView);
}
