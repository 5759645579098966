import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatusList, encodeStatusList } from './status';
import { parseXml } from './tree';

const fixture = readFileSync(
  join(import.meta.dirname, '../../../shared/fixtures/docs/deal.statuses.response.xml'),
  'utf8',
);

describe('deal statuses', () => {
  it('reads the documented statuses list', () => {
    expect(decodeStatusList(parseXml(fixture))).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });

  it('writes the documented shape', () => {
    expect(encodeStatusList(['Failure', 'Lost', 'Pending', 'Won'])).toBe(
      '<statuses type="array"><status>Failure</status><status>Lost</status><status>Pending</status><status>Won</status></statuses>',
    );
    expect(encodeStatusList([])).toBe('<statuses type="array"/>');
  });

  it('reads back what it writes, configured statuses included', () => {
    const statuses = ['lost', '25%', '50% & more', '100%'];
    expect(decodeStatusList(parseXml(encodeStatusList(statuses)))).toEqual(statuses);
  });

  it('refuses another document', () => {
    expect(() => decodeStatusList(parseXml('<deals type="array"/>'))).toThrow(
      /Expected a <statuses> document/,
    );
  });
});
