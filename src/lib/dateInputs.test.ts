import { describe, expect, it } from 'vitest';
import { dateInputProblem } from './dateInputs';

describe('date input check', () => {
  it('takes no date and dates from 1900 to 2200', () => {
    expect(dateInputProblem('', false)).toBeUndefined();
    expect(dateInputProblem('1900-01-01', false)).toBeUndefined();
    expect(dateInputProblem('2026-02-28', false)).toBeUndefined();
    expect(dateInputProblem('2200-12-31', false)).toBeUndefined();
  });

  it('refuses a half-typed date, which the browser gives as empty with badInput', () => {
    expect(dateInputProblem('', true)).toBe('Finish the date (day, month and year) or clear it');
  });

  it('refuses years out of range, naming the year typed', () => {
    expect(dateInputProblem('1899-12-31', false)).toBe('Enter a year from 1900 to 2200 (not 1899)');
    expect(dateInputProblem('0001-01-01', false)).toBe('Enter a year from 1900 to 2200 (not 1)');
    expect(dateInputProblem('20266-01-01', false)).toBe(
      'Enter a year from 1900 to 2200 (not 20266)',
    );
    expect(dateInputProblem('26-1-1', false)).toBe('Enter a date as day, month and year');
  });
});
