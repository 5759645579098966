import { describe, expect, it } from 'vitest';
import { parseXml } from '#xml/tree';
import { requireRoot } from '#xml/values';
import { decodeActivityList, deletedRecords, recordHref, recordOfActivity } from './activities';

/**
 * A tiny stream as the service sends it with `detail=full`: an update with a change (dated in
 * Format A, as now), a deletion (Format B, as an earlier service dated entries).
 */
const FIXTURE = `<?xml version="1.0" encoding="UTF-8"?>
<activities type="array">
  <activity>
    <name>Acme</name>
    <description>Deal won</description>
    <record_type>Deal</record_type>
    <record_id type="integer">5</record_id>
    <user_name>Ann Admin</user_name>
    <user_id type="integer">1</user_id>
    <date>2026-11-25 09:00:00 -0500</date>
    <id type="integer">77</id>
    <kind>updated</kind>
    <changes type="array">
      <change><field>status</field><old>pending</old><new>won</new></change>
      <change><field>background</field><old nil="true"></old><new>Signed</new></change>
    </changes>
  </activity>
  <activity>
    <name>Old Co</name>
    <description></description>
    <record_type>Company</record_type>
    <record_id type="integer">9</record_id>
    <user_name>Bob</user_name>
    <user_id type="integer">2</user_id>
    <date>Wed Nov 25 13:00:00 UTC 2026</date>
    <id type="integer">76</id>
    <kind>deleted</kind>
  </activity>
</activities>`;

function decode(xml: string) {
  return decodeActivityList(requireRoot(parseXml(xml), 'activities'));
}

describe('activity stream decoder', () => {
  it('reads who, what, when and the field changes', () => {
    const [won, gone] = decode(FIXTURE);
    expect(won).toEqual({
      id: 77,
      name: 'Acme',
      description: 'Deal won',
      recordType: 'Deal',
      recordId: 5,
      userName: 'Ann Admin',
      userId: 1,
      date: '2026-11-25T14:00:00Z',
      kind: 'updated',
      changes: [
        { field: 'status', old: 'pending', new: 'won' },
        { field: 'background', old: '', new: 'Signed' },
      ],
    });
    expect(gone!.changes).toEqual([]);
    expect(gone!.kind).toBe('deleted');
  });

  it('names deleted records and where each record opens', () => {
    const list = decode(FIXTURE);
    expect([...deletedRecords(list)]).toEqual(['Company:9']);
    expect(recordOfActivity(list[0]!)).toEqual({ collection: 'deals', id: 5 });
    expect(recordHref('Deal', 5)).toBe('/deals?deal=5');
    expect(recordHref('Person', 3)).toBe('/people/3');
  });

  it('shows an unknown or missing kind as an update of the record', () => {
    const [newer] = decode(FIXTURE.replace('<kind>updated', '<kind>merged'));
    expect(newer!.kind).toBe('updated');
    const [unnamed] = decode(FIXTURE.replace('<kind>updated</kind>', ''));
    expect(unnamed!.kind).toBe('updated');
  });

  it('refuses an unknown record type and a missing id', () => {
    expect(() => decode(FIXTURE.replace('<record_type>Deal', '<record_type>Planet'))).toThrow(
      /record_type "Planet"/,
    );
    expect(() => decode(FIXTURE.replace('<id type="integer">77</id>', ''))).toThrow(/<id>/);
  });

  it('reads an empty stream', () => {
    expect(decode('<activities type="array"/>')).toEqual([]);
  });
});
