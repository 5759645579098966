import { describe, expect, it } from 'vitest';
import type { Communication } from '#xml/communication';
import type { Todo } from '#xml/todo';
import { plannedOf } from './feedQueries';
import { addDraft, LOG_KIND_SPECS, roleLabel } from './logKinds';

describe('log kinds', () => {
  it('reads the API’s roles in each type’s words', () => {
    expect(roleLabel('call', 'from')).toBe('Caller');
    expect(roleLabel('call', 'to')).toBe('Called');
    expect(roleLabel('meeting', 'from')).toBe('Organiser');
    expect(roleLabel('meeting', 'to')).toBe('Attendees');
    expect(LOG_KIND_SPECS.email.roles.map((r) => `${r.role}=${r.label}`)).toEqual([
      'from=From',
      'to=To',
      'cc=Cc',
      'bcc=Bcc',
    ]);
    expect(LOG_KIND_SPECS.call.ctype).toBe('phone');
    expect(LOG_KIND_SPECS.meeting.ctype).toBe('meeting');
  });

  it('adds a contact once, with the type’s default role', () => {
    const omar = { contactId: 7, name: 'Omar', detail: 'Acme · omar@acme.test' };
    const once = addDraft([], omar, 'meeting');
    expect(once).toEqual([{ ...omar, role: 'to' }]);
    expect(addDraft(once, omar, 'meeting')).toEqual(once);
  });
});

describe('planned', () => {
  it('lists open to-dos and upcoming communications, soonest first, undated to-dos last', () => {
    const todo = (id: number, dueDate: string | null, complete = false) =>
      ({ id, title: `t${id}`, dueDate, complete }) as Todo;
    const communication = (id: number, date: string | null) =>
      ({ id, subject: `c${id}`, date, createdAt: '2026-01-01T00:00:00Z' }) as Communication;
    const planned = plannedOf(
      [todo(1, null), todo(2, '2026-05-01T00:00:00Z'), todo(3, '2026-04-01T00:00:00Z', true)],
      [communication(4, '2026-04-15T00:00:00Z'), communication(5, '2026-02-01T00:00:00Z')],
      '2026-03-01T00:00:00Z',
    );
    expect(planned.map((p) => p.key)).toEqual(['communication:4', 'todo:2', 'todo:1']);
  });

  it('counts a communication dated the current second as past, the next second as upcoming', () => {
    const communication = (id: number, date: string) =>
      ({ id, subject: `c${id}`, date, createdAt: date }) as Communication;
    const planned = plannedOf(
      [],
      [communication(1, '2026-11-30T04:46:30Z'), communication(2, '2026-11-30T04:46:31Z')],
      '2026-11-30T04:46:30.123Z',
    );
    expect(planned.map((p) => p.key)).toEqual(['communication:2']);
  });
});
