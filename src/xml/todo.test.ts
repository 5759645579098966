import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { XmlDecodeError } from './decodeError';
import {
  decodeTodo,
  decodeTodoList,
  decodeTodoWrite,
  encodeTodo,
  encodeTodoList,
  encodeTodoWrite,
  type Todo,
} from './todo';
import { parseXml } from './tree';

const todo: Todo = {
  id: 4,
  title: 'Call them',
  description: 'about the deal',
  dueDate: '2030-12-13T09:00:00Z',
  flagged: true,
  complete: false,
  assignedBy: 'Test Admin',
  assignedTo: 'Bob Example',
  assignedToId: 2,
  participantIds: [5, 6],
  tags: [{ id: 3, name: 'urgent', supertag: false, fields: [] }],
  megaComments: [],
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-17T20:16:35Z',
};

/** The XML body of a capture in shared/fixtures/wire (its `<U+FEFF BOM>` marker stands for the byte-order mark). */
function wireBody(file: string): string {
  const raw = readFileSync(
    join(import.meta.dirname, '../../../shared/fixtures/wire', file),
    'utf8',
  );
  return raw
    .slice(raw.indexOf('\n\n') + 2)
    .replace(/\n$/, '')
    .replace('<U+FEFF BOM>', '\uFEFF');
}

function decodeError(run: () => unknown): XmlDecodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof XmlDecodeError) return error;
    throw error;
  }
  throw new Error('expected an XmlDecodeError');
}

describe('to-do codec', () => {
  it('writes the documented element order, the due date in Format A with the account offset', () => {
    const xml = encodeTodo(todo, { utcOffsetMinutes: 60 });
    expect(parseXml(xml).children.map((c) => c.name)).toEqual([
      'id',
      'title',
      'description',
      'due_date',
      'flagged',
      'complete',
      'assigned_by',
      'assigned_to',
      'participants',
      'tags',
      'mega_comments',
      'created_at',
      'updated_at',
      'assigned_to_id',
    ]);
    expect(xml).toContain(
      '<due_date>2030-12-13 10:00:00 +0100</due_date><flagged type="boolean">true</flagged><complete type="boolean">false</complete>',
    );
    expect(xml).toContain(
      '<participants type="array"><participant_id type="integer">5</participant_id><participant_id type="integer">6</participant_id></participants>',
    );
    expect(xml).toContain('<tags type="array"><tag><id type="integer">3</id>');
    expect(xml).toContain('<created_at>Tue Mar 17 20:16:35 UTC 2009</created_at>');
  });

  it('reads back what it writes, a missing due date included', () => {
    expect(decodeTodo(parseXml(encodeTodo(todo, { utcOffsetMinutes: -300 })))).toEqual(todo);
    const undated: Todo = {
      ...todo,
      id: 5,
      dueDate: null,
      participantIds: [],
      assignedToId: null,
      tags: [],
    };
    expect(encodeTodo(undated)).toContain('<due_date nil="true"/>');
    expect(decodeTodoList(parseXml(encodeTodoList([todo, undated])))).toEqual([todo, undated]);
  });

  it('reads the Ruby client create body (dashed names, Format A)', () => {
    expect(decodeTodoWrite(parseXml(wireBody('ruby-gem.todo-create.request.txt')))).toEqual({
      title: 'Todo cc1795254486178',
      description: 'call them',
      dueDate: '2030-12-13T09:00:00Z',
      flagged: true,
      complete: false,
    });
  });

  it('reads the .NET client body: byte-order mark, Format B without weekday, True/False, empty assigned_to', () => {
    expect(decodeTodoWrite(parseXml(wireBody('net.todo-create-True-False.request.txt')))).toEqual({
      title: 'NetTodo nt179525449082',
      description: 'desc',
      dueDate: '2030-12-13T09:00:00Z',
      flagged: true,
      complete: false,
    });
  });

  it('reads Format B with the weekday and clears the due date with an empty element', () => {
    expect(
      decodeTodoWrite(parseXml('<todo><due_date>Fri Dec 13 09:00:00 UTC 2030</due_date></todo>'))
        .dueDate,
    ).toBe('2030-12-13T09:00:00Z');
    expect(decodeTodoWrite(parseXml('<todo><due_date></due_date></todo>'))).toEqual({
      dueDate: null,
    });
    expect(decodeTodoWrite(parseXml('<todo><due_date nil="true"/></todo>'))).toEqual({});
  });

  it('reports a bad due date as a date error and a bad boolean as invalid', () => {
    const date = decodeError(() =>
      decodeTodoWrite(parseXml('<todo><due_date>next tuesday</due_date></todo>')),
    );
    expect(date.kind).toBe('date');
    expect(date.message).toMatch(/^Due date is not a valid time/);
    expect(
      decodeError(() => decodeTodoWrite(parseXml('<todo><flagged>yes</flagged></todo>'))).kind,
    ).toBe('invalid');
  });

  it('ignores read-only fields of a re-sent whole record', () => {
    expect(decodeTodoWrite(parseXml(encodeTodo(todo)))).toEqual({
      title: todo.title,
      description: todo.description,
      dueDate: todo.dueDate,
      flagged: true,
      complete: false,
      assignedTo: 'Bob Example',
      assignedToId: 2,
      participantIds: [5, 6],
    });
  });

  it('writes a create/update body that reads back as the same fields', () => {
    const input = {
      title: 'T',
      description: '',
      dueDate: '2031-01-02T03:04:05Z',
      flagged: false,
      complete: true,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      participantIds: [1, 2],
    };
    expect(decodeTodoWrite(parseXml(encodeTodoWrite(input)))).toEqual(input);
    expect(decodeTodoWrite(parseXml(encodeTodoWrite({ dueDate: null })))).toEqual({
      dueDate: null,
    });
  });
});
