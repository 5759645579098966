import type { EncodeOptions } from './encodeOptions';
import { formatA, formatB, parseTimestamp } from './dates';
import {
  decodeMegaCommentCount,
  decodeMegaComments,
  encodeMegaComments,
  type MegaComment,
} from './megaComment';
import { decodeRecordTags, encodeRecordTags, type RecordTag } from './tag';
import { child, type XmlElement } from './tree';
import {
  humanName,
  listItems,
  parseIntText,
  readNonBlank,
  readBool,
  readIdSet,
  readInt,
  readText,
  readTimestamp,
  requireChild,
  requireRoot,
} from './values';
import { arrayElement, boolElement, intElement, recordListElement, textElement } from './writer';

/**
 * Element order: id, title, description, due_date, flagged, complete, assigned_by, assigned_to,
 * participants, tags, mega_comments, created_at, updated_at, then the announced assigned_to_id.
 */
export interface Todo {
  id: number;
  title: string;
  description: string;
  /** ISO UTC; written in Format A. */
  dueDate: string | null;
  flagged: boolean;
  complete: boolean;
  assignedBy: string;
  assignedTo: string;
  assignedToId: number | null;
  /** Contact ids of the to-do's participants (related contacts). */
  participantIds: number[];
  tags: RecordTag[];
  megaComments: MegaComment[];
  /** How many comments the record has, when megaComments holds only the latest (encodeMegaComments). */
  megaCommentCount?: number;
  createdAt: string;
  updatedAt: string;
}

export interface TodoWrite {
  title?: string;
  description?: string;
  dueDate?: string | null;
  flagged?: boolean;
  complete?: boolean;
  /** The user's e-mail address. */
  assignedTo?: string;
  assignedToId?: number;
  participantIds?: number[];
}

export function decodeTodo(el: XmlElement): Todo {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    title: readText(el, 'title') ?? '',
    description: readText(el, 'description') ?? '',
    dueDate: readTimestamp(el, 'due_date') ?? null,
    flagged: readBool(el, 'flagged') ?? false,
    complete: readBool(el, 'complete') ?? false,
    assignedBy: readText(el, 'assigned_by') ?? '',
    assignedTo: readText(el, 'assigned_to') ?? '',
    assignedToId: readInt(el, 'assigned_to_id') ?? null,
    participantIds: listItems(child(el, 'participants'), 'participant_id').map((c) =>
      parseIntText(c.text, 'participant_id'),
    ),
    tags: decodeRecordTags(child(el, 'tags')),
    megaComments: decodeMegaComments(child(el, 'mega_comments')),
    ...decodeMegaCommentCount(child(el, 'mega_comments')),
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodeTodoList(el: XmlElement): Todo[] {
  return listItems(requireRoot(el, 'todos'), 'todo').map(decodeTodo);
}

export function encodeTodo(todo: Todo, options: EncodeOptions = {}): string {
  return (
    '<todo>' +
    intElement('id', todo.id) +
    textElement('title', todo.title) +
    textElement('description', todo.description) +
    textElement(
      'due_date',
      todo.dueDate === null ? null : formatA(todo.dueDate, options.utcOffsetMinutes ?? 0),
    ) +
    boolElement('flagged', todo.flagged) +
    boolElement('complete', todo.complete) +
    textElement('assigned_by', todo.assignedBy) +
    textElement('assigned_to', todo.assignedTo) +
    arrayElement('participants', todo.participantIds, (id) => intElement('participant_id', id)) +
    encodeRecordTags(todo.tags) +
    encodeMegaComments(todo.megaComments, options, todo.megaCommentCount) +
    textElement('created_at', formatB(todo.createdAt)) +
    textElement('updated_at', formatB(todo.updatedAt)) +
    // Last, after the documented elements: clients that read in order (.NET) stop at updated_at.
    intElement('assigned_to_id', todo.assignedToId) +
    '</todo>'
  );
}

export function encodeTodoList(todos: readonly Todo[], options: EncodeOptions = {}): string {
  return recordListElement('todos', todos, (todo) => encodeTodo(todo, options));
}

/** A due date: Format A or Format B (with or without weekday); an empty element clears it. */
function readDueDate(el: XmlElement): string | null | undefined {
  const c = child(el, 'due_date');
  if (c === undefined || c.nil) return undefined;
  return c.text.trim() === '' ? null : parseTimestamp(c.text, humanName('due_date'));
}

/** Fields a create or update gives; read-only fields of a re-sent whole record are ignored. */
export function decodeTodoWrite(el: XmlElement): TodoWrite {
  const write: TodoWrite = {};
  const title = readText(el, 'title');
  if (title !== undefined) write.title = title;
  const description = readText(el, 'description');
  if (description !== undefined) write.description = description;
  const dueDate = readDueDate(el);
  if (dueDate !== undefined) write.dueDate = dueDate;
  const flagged = readBool(el, 'flagged');
  if (flagged !== undefined) write.flagged = flagged;
  const complete = readBool(el, 'complete');
  if (complete !== undefined) write.complete = complete;
  const assignedTo = readNonBlank(el, 'assigned_to');
  if (assignedTo !== undefined) write.assignedTo = assignedTo;
  const assignedToId = readInt(el, 'assigned_to_id');
  if (assignedToId !== undefined) write.assignedToId = assignedToId;
  const participants = readIdSet(el, 'participants', 'participant_id');
  if (participants !== undefined) write.participantIds = participants;
  return write;
}

/** A create/update body with the fields given; the due date in Format A (UTC). */
export function encodeTodoWrite(input: TodoWrite): string {
  let out = '';
  if (input.title !== undefined) out += textElement('title', input.title);
  if (input.description !== undefined) out += textElement('description', input.description);
  if (input.dueDate !== undefined)
    out +=
      input.dueDate === null
        ? '<due_date></due_date>'
        : textElement('due_date', formatA(input.dueDate, 0));
  if (input.flagged !== undefined) out += boolElement('flagged', input.flagged);
  if (input.complete !== undefined) out += boolElement('complete', input.complete);
  if (input.assignedTo !== undefined) out += textElement('assigned_to', input.assignedTo);
  if (input.assignedToId !== undefined) out += intElement('assigned_to_id', input.assignedToId);
  if (input.participantIds !== undefined)
    out += arrayElement('participants', input.participantIds, (id) =>
      intElement('participant_id', id),
    );
  return `<todo>${out}</todo>`;
}
