import { describe, expect, it } from 'vitest';
import { decodeAffiliationList, encodeAffiliationList } from './affiliation';
import { parseXml } from './tree';

describe('affiliation codec', () => {
  it('writes the brief shape and reads it back', () => {
    const affiliations = [
      { recordId: 4, recordType: 'Person', recordName: 'Jane Example', label: 'Employee' },
      { recordId: 5, recordType: 'Person', recordName: 'Bo & Co', label: 'CTO' },
    ];
    const xml = encodeAffiliationList(affiliations);
    expect(
      xml.startsWith(
        '<affiliations type="array"><affiliation><record_id type="integer">4</record_id><record_type>Person</record_type><record_name>Jane Example</record_name><label>Employee</label></affiliation>',
      ),
    ).toBe(true);
    expect(decodeAffiliationList(parseXml(xml))).toEqual(affiliations);
  });

  it('writes an empty list as an empty array element', () => {
    expect(encodeAffiliationList([])).toBe('<affiliations type="array"/>');
    expect(decodeAffiliationList(parseXml('<affiliations type="array"/>'))).toEqual([]);
  });
});
