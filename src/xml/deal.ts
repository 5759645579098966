import type { EncodeOptions } from './encodeOptions';
import { formatB } from './dates';
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
  readAmount,
  readNonBlank,
  readIdSet,
  readInt,
  readText,
  readTimestamp,
  readTrimmed,
  requireChild,
  requireRoot,
} from './values';
import { containerElement, intElement, recordListElement, textElement } from './writer';

/**
 * Element order: id, title, description, deal_with, deal_with_id, status, assigned_to, amount,
 * attached_communications, attached_contacts, todos, tags, mega_comments, created_at, updated_at,
 * then the announced assigned_to_id (last, so readers of the documented order are not thrown off).
 */
export interface Deal {
  id: number;
  title: string;
  description: string;
  /** Name of the contact the deal is with ('' when none). */
  dealWith: string;
  dealWithId: number | null;
  /** Lower case on deals (`pending`). */
  status: string;
  /** On read: the assigned user's name. */
  assignedTo: string;
  assignedToId: number | null;
  /** Two fraction digits: "1234.50". */
  amount: string;
  attachedCommunicationIds: number[];
  attachedContactIds: number[];
  todoIds: number[];
  tags: RecordTag[];
  megaComments: MegaComment[];
  /** How many comments the record has, when megaComments holds only the latest (encodeMegaComments). */
  megaCommentCount?: number;
  createdAt: string;
  updatedAt: string;
}

export interface DealWrite {
  title?: string;
  description?: string;
  amount?: string;
  status?: string;
  dealWithId?: number | null;
  /** On write: the user's e-mail address (a name is ignored, per the API). */
  assignedTo?: string;
  assignedToId?: number;
  /** Replace the attached sets when given. */
  attachedCommunicationIds?: number[];
  attachedContactIds?: number[];
  todoIds?: number[];
}

/** Ids of a read container (`<todos><todo_id>3</todo_id></todos>`); absent → []. */
function readIds(parent: XmlElement, container: string, item: string): number[] {
  return listItems(child(parent, container), item).map((c) => parseIntText(c.text, item));
}

export function decodeDeal(el: XmlElement): Deal {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    title: readText(el, 'title') ?? '',
    description: readText(el, 'description') ?? '',
    dealWith: readText(el, 'deal_with') ?? '',
    dealWithId: readInt(el, 'deal_with_id') ?? null,
    status: readTrimmed(el, 'status') ?? '',
    assignedTo: readText(el, 'assigned_to') ?? '',
    assignedToId: readInt(el, 'assigned_to_id') ?? null,
    amount: readAmount(el, 'amount') ?? '0.00',
    attachedCommunicationIds: readIds(el, 'attached_communications', 'attached_communication_id'),
    attachedContactIds: readIds(el, 'attached_contacts', 'attached_contacts_id'),
    todoIds: readIds(el, 'todos', 'todo_id'),
    tags: decodeRecordTags(child(el, 'tags')),
    megaComments: decodeMegaComments(child(el, 'mega_comments')),
    ...decodeMegaCommentCount(child(el, 'mega_comments')),
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodeDealList(el: XmlElement): Deal[] {
  return listItems(requireRoot(el, 'deals'), 'deal').map(decodeDeal);
}

function idContainer(name: string, item: string, ids: readonly number[]): string {
  let children = '';
  for (const id of ids) children += intElement(item, id);
  return containerElement(name, children);
}

export function encodeDeal(deal: Deal, options: EncodeOptions = {}): string {
  return (
    '<deal>' +
    intElement('id', deal.id) +
    textElement('title', deal.title) +
    textElement('description', deal.description) +
    textElement('deal_with', deal.dealWith) +
    intElement('deal_with_id', deal.dealWithId) +
    textElement('status', deal.status) +
    textElement('assigned_to', deal.assignedTo) +
    textElement('amount', deal.amount) +
    idContainer(
      'attached_communications',
      'attached_communication_id',
      deal.attachedCommunicationIds,
    ) +
    idContainer('attached_contacts', 'attached_contacts_id', deal.attachedContactIds) +
    idContainer('todos', 'todo_id', deal.todoIds) +
    encodeRecordTags(deal.tags, true) +
    encodeMegaComments(deal.megaComments, options, deal.megaCommentCount) +
    textElement('created_at', formatB(deal.createdAt)) +
    textElement('updated_at', formatB(deal.updatedAt)) +
    // Last, after the documented elements: clients that read in order (.NET) stop at updated_at.
    intElement('assigned_to_id', deal.assignedToId) +
    '</deal>'
  );
}

export function encodeDealList(deals: readonly Deal[], options: EncodeOptions = {}): string {
  return recordListElement('deals', deals, (deal) => encodeDeal(deal, options));
}

/** An id field that may be cleared: empty text → null, absent or nil → undefined. */
function readClearableId(el: XmlElement, field: string): number | null | undefined {
  const c = child(el, field);
  if (c === undefined || c.nil) return undefined;
  return c.text.trim() === '' ? null : parseIntText(c.text, field);
}

/** Fields a create or update gives; read-only fields of a re-sent whole record are ignored. */
export function decodeDealWrite(el: XmlElement): DealWrite {
  const write: DealWrite = {};
  const title = readText(el, 'title');
  if (title !== undefined) write.title = title;
  const description = readText(el, 'description');
  if (description !== undefined) write.description = description;
  const amount = readAmount(el, 'amount');
  if (amount !== undefined) write.amount = amount;
  const status = readNonBlank(el, 'status');
  if (status !== undefined) write.status = status;
  const dealWithId = readClearableId(el, 'deal_with_id');
  if (dealWithId !== undefined) write.dealWithId = dealWithId;
  const assignedTo = readNonBlank(el, 'assigned_to');
  if (assignedTo !== undefined) write.assignedTo = assignedTo;
  const assignedToId = readInt(el, 'assigned_to_id');
  if (assignedToId !== undefined) write.assignedToId = assignedToId;
  const communications = readIdSet(el, 'attached_communications', 'attached_communication_id');
  if (communications !== undefined) write.attachedCommunicationIds = communications;
  const contacts = readIdSet(el, 'attached_contacts', 'attached_contacts_id');
  if (contacts !== undefined) write.attachedContactIds = contacts;
  const todos = readIdSet(el, 'todos', 'todo_id');
  if (todos !== undefined) write.todoIds = todos;
  return write;
}

/** A create/update body with the fields given (the console sends the e-mail as `assigned_to`). */
export function encodeDealWrite(input: DealWrite): string {
  let out = '';
  if (input.title !== undefined) out += textElement('title', input.title);
  if (input.description !== undefined) out += textElement('description', input.description);
  if (input.amount !== undefined) out += textElement('amount', input.amount);
  if (input.status !== undefined) out += textElement('status', input.status);
  if (input.dealWithId !== undefined)
    out +=
      input.dealWithId === null
        ? '<deal_with_id></deal_with_id>'
        : intElement('deal_with_id', input.dealWithId);
  if (input.assignedTo !== undefined) out += textElement('assigned_to', input.assignedTo);
  if (input.assignedToId !== undefined) out += intElement('assigned_to_id', input.assignedToId);
  if (input.attachedCommunicationIds !== undefined)
    out += idContainer(
      'attached_communications',
      'attached_communication_id',
      input.attachedCommunicationIds,
    );
  if (input.attachedContactIds !== undefined)
    out += idContainer('attached_contacts', 'attached_contacts_id', input.attachedContactIds);
  if (input.todoIds !== undefined) out += idContainer('todos', 'todo_id', input.todoIds);
  return `<deal>${out}</deal>`;
}
