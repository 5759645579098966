import { describe, expect, it } from 'vitest';
import {
  decodeActivityEntries,
  decodeActivityList,
  encodeActivity,
  encodeActivityList,
  type Activity,
} from './activity';
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
  it('writes the seven documented elements in order and nothing after date (the classic shape)', () => {
    expect(encodeActivity(won)).toBe(
      '<activity><name>Big deal</name><description>Deal won</description><record_type>Deal</record_type>' +
        '<record_id type="integer">7</record_id><user_name>Jane Admin</user_name><user_id type="integer">3</user_id>' +
        '<date>2026-11-25 14:00:00 +0000</date></activity>',
    );
    // Format A in the account's offset, as comment times.
    expect(encodeActivity(won, { utcOffsetMinutes: -240 })).toContain(
      '<date>2026-11-25 10:00:00 -0400</date></activity>',
    );
    const entries = decodeActivityEntries(parseXml(encodeActivityList([won, created])));
    expect(entries.map((e) => [e.date, e.id, e.kind, e.changes])).toEqual([
      [won.date, null, '', []],
      [created.date, null, '', []],
    ]);
  });

  it('adds id, kind and changes after date only when asked (detail=full)', () => {
    expect(encodeActivity(won, { full: true })).toBe(
      '<activity><name>Big deal</name><description>Deal won</description><record_type>Deal</record_type>' +
        '<record_id type="integer">7</record_id><user_name>Jane Admin</user_name><user_id type="integer">3</user_id>' +
        '<date>2026-11-25 14:00:00 +0000</date><id type="integer">41</id><kind>updated</kind>' +
        '<changes type="array"><change><field>status</field><old>pending</old><new>won</new></change></changes></activity>',
    );
  });

  it('reads a full list back as written (escaped text, no user, no changes)', () => {
    const xml = encodeActivityList([won, created], { full: true, utcOffsetMinutes: 90 });
    expect(xml.startsWith('<activities type="array"><activity>')).toBe(true);
    expect(decodeActivityList(parseXml(xml))).toEqual([won, created]);
    expect(decodeActivityList(parseXml('<activities type="array"/>'))).toEqual([]);
  });

  it('reads the Format B dates an earlier service wrote', () => {
    const formatB = encodeActivity(won, { full: true }).replace(
      '2026-11-25 14:00:00 +0000',
      'Wed Nov 25 14:00:00 UTC 2026',
    );
    expect(decodeActivityList(parseXml(`<activities>${formatB}</activities>`))).toEqual([won]);
  });

  it('refuses an unknown record type, kind or date, and a document of another kind', () => {
    const bad = (replace: [string, string]) =>
      parseXml(
        `<activities>${encodeActivity(won, { full: true }).replace(...replace)}</activities>`,
      );
    expect(() => decodeActivityList(bad(['<record_type>Deal', '<record_type>Lead']))).toThrow(
      /record type/,
    );
    expect(() => decodeActivityList(bad(['<kind>updated', '<kind>exploded']))).toThrow(/kind/);
    expect(() => decodeActivityList(bad(['2026-11-25 14:00:00 +0000', 'Someday']))).toThrow(/Date/);
    expect(() => decodeActivityList(bad(['<id type="integer">41</id>', '']))).toThrow(/<id>/);
    expect(() => decodeActivityList(parseXml('<deals type="array"/>'))).toThrow(/activities/);
  });

  it('reads entries as written for readers with their own policy: unknown words kept, no extensions needed', () => {
    const documentedOnly =
      '<activities><activity><name>Acme</name><description>Kase opened</description>' +
      '<record_type> Kase </record_type><record_id>2</record_id><user_name>Jane</user_name>' +
      '<user_id></user_id><date>2026-11-24 10:30:05 +0100</date></activity></activities>';
    expect(decodeActivityEntries(parseXml(documentedOnly))).toEqual([
      {
        name: 'Acme',
        description: 'Kase opened',
        recordType: 'Kase',
        recordId: 2,
        userName: 'Jane',
        userId: null,
        date: '2026-11-24T09:30:05Z',
        id: null,
        kind: '',
        changes: [],
      },
    ]);
    const exploded = encodeActivity(won, { full: true }).replace('<kind>updated', '<kind>exploded');
    expect(decodeActivityEntries(parseXml(`<activities>${exploded}</activities>`))[0]).toEqual({
      ...won,
      kind: 'exploded',
    });
    expect(() =>
      decodeActivityEntries(parseXml(documentedOnly.replace('<record_id>2', '<record_id>two'))),
    ).toThrow(/Record id/);
    expect(() =>
      decodeActivityEntries(parseXml(documentedOnly.replace(/<date>.*<\/date>/, ''))),
    ).toThrow(/date/);
  });
});
