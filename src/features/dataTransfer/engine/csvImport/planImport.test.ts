import { describe, expect, it } from 'vitest';
import { matchHeaders, missingNameColumn, type ImportKind } from './importFields';
import { planImport, type ImportContext } from './planImport';

const context = (kind: ImportKind): ImportContext => ({
  kind,
  existing: new Map(),
  records: new Map(),
  users: [],
  statuses: [],
  superTags: [],
  contacts: new Map(),
});

describe('the dry run without a column for the name', () => {
  it('names the missing field once for the file, per kind', () => {
    expect(missingNameColumn('companies', matchHeaders(['Ort', 'Notizen'], 'companies'))).toBe(
      "Choose the column that holds the company's Name",
    );
    expect(missingNameColumn('deals', matchHeaders(['Amount'], 'deals'))).toBe(
      "Choose the column that holds the deal's Title",
    );
    expect(missingNameColumn('people', matchHeaders(['City'], 'people'))).toBe(
      "Choose the column that holds the person's Full name, or their First name or Last name",
    );
    // A person's first or last name alone is enough.
    expect(missingNameColumn('people', matchHeaders(['Nachname'], 'people'))).toBeNull();
    expect(missingNameColumn('companies', matchHeaders(['Firma'], 'companies'))).toBeNull();
  });

  it('stops with that one message instead of "The name is missing" on every row', async () => {
    const rows = [['Paris'], ['Lyon'], ['Nice']];
    await expect(
      planImport(rows, matchHeaders(['City'], 'companies'), context('companies'), {
        policy: 'skip',
      }),
    ).rejects.toThrow("Choose the column that holds the company's Name");
    const planned = await planImport(
      [
        ['Acme', 'Paris'],
        ['', 'Lyon'],
      ],
      matchHeaders(['Name', 'City'], 'companies'),
      context('companies'),
      { policy: 'skip' },
    );
    expect(planned.map((r) => [r.action, r.reasons])).toEqual([
      ['create', []],
      ['error', ['The name is missing']],
    ]);
  });
});
