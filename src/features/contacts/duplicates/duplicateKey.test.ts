import { describe, expect, it } from 'vitest';
import { companyNameKey, personNameKey, searchWordsOf } from './duplicateKey';

describe('companyNameKey', () => {
  it.each([
    ['Northwind Traders', 'Northwind Traders Ltd.'],
    ['Northwind Traders', 'NORTHWIND TRADERS GmbH'],
    ['Northwind Traders', 'Northwind  Traders, Inc'],
    ['Müller & Söhne', 'Muller and Sohne S.A.R.L.'],
    ['Acme Holdings', 'Acme Holdings Pty Ltd'],
    ['Café Rouge', 'Cafe Rouge SAS'],
    ['Van Dijk', 'van dijk b.v.'],
  ])('“%s” and “%s” are the same company', (a, b) => {
    expect(companyNameKey(a)).toBe(companyNameKey(b));
  });

  it.each([
    ['Northwind Traders', 'Northwind Trading'],
    ['Acme', 'Acme Tools'],
    ['Ltd Partners', 'Partners'],
  ])('“%s” and “%s” are different companies', (a, b) => {
    expect(companyNameKey(a)).not.toBe(companyNameKey(b));
  });

  it('keeps a name that is only a legal form', () => {
    expect(companyNameKey('AG')).toBe('ag');
    expect(companyNameKey(' . ')).toBe('');
  });
});

describe('personNameKey', () => {
  it('ignores case, accents and spacing, not the words', () => {
    expect(personNameKey('José  García')).toBe(personNameKey('jose garcia'));
    expect(personNameKey('Ann Lee')).not.toBe(personNameKey('Ann Leeds'));
  });
});

describe('searchWordsOf', () => {
  it('searches with the longest words that are not a legal form, three at most', () => {
    expect(searchWordsOf('Northwind Traders Ltd')).toEqual(['Northwind', 'Traders']);
    expect(searchWordsOf('Acme GmbH')).toEqual(['Acme']);
    expect(searchWordsOf('Incorporated')).toEqual(['Incorporated']);
    expect(searchWordsOf('The Big Blue Box Company Inc')).toEqual(['Company', 'Blue', 'The']);
    expect(searchWordsOf('A')).toEqual([]);
  });
});
