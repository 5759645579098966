import { describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import {
  parseAmount,
  parseAssignee,
  parseDueDate,
  parseOptions,
  parseStatus,
  parseTags,
  splitFullName,
  tooLong,
} from './importValues';

describe('CSV values', () => {
  it('reads due dates in ISO, day-first and month-first forms, refusing impossible ones', () => {
    expect(parseDueDate('2026-05-31')).toEqual({ ok: true, value: '2026-05-31T12:00:00.000Z' });
    expect(parseDueDate('2026-05-31 14:30')).toEqual({
      ok: true,
      value: '2026-05-31T14:30:00.000Z',
    });
    expect(parseDueDate('2026-05-31T14:30:00+02:00')).toEqual({
      ok: true,
      value: '2026-05-31T12:30:00.000Z',
    });
    expect(parseDueDate('31.05.2026')).toEqual({ ok: true, value: '2026-05-31T12:00:00.000Z' });
    expect(parseDueDate('05/31/2026')).toEqual({ ok: true, value: '2026-05-31T12:00:00.000Z' });
    expect(parseDueDate('2026-02-30')).toEqual({
      ok: false,
      error: 'Due date "2026-02-30" is not a real date',
    });
    expect(parseDueDate('next week')).toMatchObject({
      ok: false,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      error: expect.stringMatching(/^Due date "next week" is not a date/),
    });
  });

  it('reads amounts with either decimal mark and currency signs', () => {
    expect(parseAmount('1234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount('1,234.50')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount('1.234,50')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount('€ 1 234,5')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount('12,500')).toEqual({ ok: true, value: '12500.00' });
    expect(parseAmount('$900')).toEqual({ ok: true, value: '900.00' });
    expect(parseAmount('lots')).toEqual({ ok: false, error: 'Amount "lots" is not a number' });
    expect(parseAmount('1.234')).toEqual({
      ok: false,
      error: 'Amount "1.234" has more than two decimals',
    });
  });

  it('matches statuses without case and refuses unknown ones', () => {
    const statuses = ['Failure', 'Lost', 'Pending', 'Won'];
    expect(parseStatus('WON', statuses)).toEqual({ ok: true, value: 'won' });
    expect(parseStatus('Maybe', statuses)).toEqual({
      ok: false,
      error: 'Status "Maybe" is not one of Failure, Lost, Pending, Won',
    });
  });

  it('reads a classic status as a German spreadsheet export names it', async () => {
    const statuses = ['Failure', 'Lost', 'Pending', 'Won', 'Qualified'];
    await switchLanguage('de');
    try {
      expect(parseStatus('gewonnen', statuses)).toEqual({ ok: true, value: 'won' });
      expect(parseStatus('Gescheitert', statuses)).toEqual({ ok: true, value: 'failure' });
      expect(parseStatus('Qualified', statuses)).toEqual({ ok: true, value: 'qualified' });
    } finally {
      await switchLanguage('en');
    }
  });

  it('finds assignees by e-mail or name', () => {
    const users = [{ name: 'Dana Sales', email: 'dana@example.com' }];
    expect(parseAssignee('DANA@example.com', users)).toEqual({
      ok: true,
      value: 'dana@example.com',
    });
    expect(parseAssignee('dana sales', users)).toEqual({ ok: true, value: 'dana@example.com' });
    expect(parseAssignee('nobody@example.com', users)).toEqual({
      ok: false,
      error: 'No user "nobody@example.com" in this account',
    });
  });

  it('splits tags and SuperTag options, keeping an option that holds a comma whole', () => {
    expect(parseTags('vip; europe ;vip')).toEqual(['vip', 'europe']);
    expect(parseTags('a,b')).toEqual(['a', 'b']);
    const options = ['Support, premium', 'Training', 'Hardware'];
    expect(parseOptions('support, PREMIUM', options, 'Interest')).toEqual({
      ok: true,
      value: ['Support, premium'],
    });
    expect(parseOptions('Training; Support, premium', options, 'Interest')).toEqual({
      ok: true,
      value: ['Training', 'Support, premium'],
    });
    expect(parseOptions('Training, Hardware', options, 'Interest')).toEqual({
      ok: true,
      value: ['Training', 'Hardware'],
    });
    expect(parseOptions('Golf', options, 'Customer profile Interest')).toEqual({
      ok: false,
      error: 'Customer profile Interest has no option "Golf"',
    });
  });

  it('flags values over the service limits, counted in characters', () => {
    expect(tooLong('Name', 'é'.repeat(255), 255)).toBeNull();
    expect(tooLong('Name', '😀'.repeat(256), 255)).toBe(
      'Name is too long (256 characters; at most 255)',
    );
  });

  it('splits a full name into first and last', () => {
    expect(splitFullName(' Jane  van Dijk ')).toEqual({ firstName: 'Jane', lastName: 'van Dijk' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
