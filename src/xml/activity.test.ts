import { describe, expect, it } from 'vitest';
import { decodeActivityList, encodeActivity, encodeActivityList, type Activity } from './activity';
import { parseXml } from './tree';

const won: Activity = {
  name: 'Big deal',
  description: 'Deal won',
  recordType: 'Deal',
  recordId: 7,
  userName: 'Jane Admin',
  userId: 3,
  date: '2026-11-25T14:00:00Z',
  id: 41,
  kind: 'updated',
  changes: [{ field: 'status', old: 'pending', new: 'won' }],
};
const created: Activity = {
  name: 'Acme & Co',
  description: 'Company created',
  recordType: 'Company',
  recordId: 2,
  userName: 'Jane Admin',
  userId: null,
  date: '2026-11-24T09:30:05Z',
  id: 40,
  kind: 'created',
  changes: [],
};

describe('activity codec', () => {
  it('writes the seven documented elements first, in order, then the extensions', () => {
    expect(encodeActivity(won)).toBe(
      '<activity><name>Big deal</name><description>Deal won</description><record_type>Deal</record_type>' +
        '<record_id type="integer">7</record_id><user_name>Jane Admin</user_name><user_id type="integer">3</user_id>' +
        '<date>Wed Nov 25 14:00:00 UTC 2026</date><id type="integer">41</id><kind>updated</kind>' +
        '<changes type="array"><change><field>status</field><old>pending</old><new>won</new></change></changes></activity>',
    );
  });

  it('reads a list back as written (escaped text, no user, no changes)', () => {
    const xml = encodeActivityList([won, created]);
    expect(xml.startsWith('<activities type="array"><activity>')).toBe(true);
    expect(decodeActivityList(parseXml(xml))).toEqual([won, created]);
    expect(decodeActivityList(parseXml('<activities type="array"/>'))).toEqual([]);
  });

  it('refuses an unknown record type, kind or date, and a document of another kind', () => {
    const bad = (replace: [string, string]) =>
      parseXml(`<activities>${encodeActivity(won).replace(...replace)}</activities>`);
    expect(() => decodeActivityList(bad(['<record_type>Deal', '<record_type>Lead']))).toThrow(
      /record type/,
    );
    expect(() => decodeActivityList(bad(['<kind>updated', '<kind>exploded']))).toThrow(/kind/);
    expect(() => decodeActivityList(bad(['Wed Nov 25', 'Someday']))).toThrow(/Date/);
    expect(() => decodeActivityList(parseXml('<deals type="array"/>'))).toThrow(/activities/);
  });
});
