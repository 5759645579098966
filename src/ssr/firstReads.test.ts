import { describe, expect, it } from 'vitest';
import { firstReadsOf } from './firstReads';

describe('the reads a drawing sends before it renders', () => {
  it('are the shell’s and the record page’s, with the record’s number in them', () => {
    const reads = firstReadsOf('/companies/0012', '');
    expect(reads).toContain('/service/users/current.xml');
    expect(reads).toContain('/service/companies/12.xml');
    expect(reads).toContain('/service/companies/12/people.xml?offset=0&limit=500');
    expect(reads.every((read) => read.startsWith('/service/'))).toBe(true);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('leave out the month’s figures, whose start is the browser’s midnight', () => {
    const reads = firstReadsOf('/', '');
    expect(reads).toContain('/service/deals/totals.xml');
    expect(
      reads.some((read) => read.includes('monthStart') || read.includes('updated_since')),
    ).toBe(false);
  });

  it('are the shell’s alone for a query string, an unknown address or a bad number', () => {
    const shell = firstReadsOf('/nowhere', '');
    expect(shell).toEqual([
      '/service/users/current.xml',
      '/service/account.xml',
      '/service/account/views.xml',
    ]);
    expect(firstReadsOf('/companies', '?name=a')).toEqual(shell);
    expect(firstReadsOf('/companies/12x', '')).toEqual(shell);
  });
});
