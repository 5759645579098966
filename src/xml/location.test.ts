import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeLocation,
  decodeLocationList,
  decodeLocationWrite,
  encodeLocation,
  encodeLocationList,
  encodeLocationWrite,
  type Location,
} from './location';
import { parseXml, type XmlElement } from './tree';

const fixture = (name: string): XmlElement =>
  parseXml(readFileSync(new URL(`../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8'));
const names = (el: XmlElement): string[] => el.children.map((c) => c.name);

const WORK: Location = {
  id: null,
  label: 'work',
  primary: true,
  email: 'jane@example.com',
  website: 'http://example.com/',
  phone: '(888) 555-0100',
  cell: '',
  fax: '(401) 555-0101',
  street1: '18 Maple Ave.',
  street2: 'Suite #300',
  city: 'Barrington',
  state: 'RI',
  postalCode: '02806',
  country: 'US',
};

describe('location codec', () => {
  it('decodes the documented show response (which has no id)', () => {
    expect(decodeLocation(fixture('location.show.response.xml'))).toEqual(WORK);
  });

  it('decodes the documented list response', () => {
    expect(decodeLocationList(fixture('locations.list.response.xml')).map((l) => l.label)).toEqual([
      'work',
      'home',
    ]);
  });

  it('writes id first, then the documented order, and reads its own output back', () => {
    const location = { ...WORK, id: 12 };
    const encoded = parseXml(encodeLocation(location));
    expect(names(encoded)).toEqual(['id', ...names(fixture('location.show.response.xml'))]);
    expect(encoded.children[0]!.attrs['type']).toBe('integer');
    expect(encoded.children[2]!.attrs['type']).toBe('boolean');
    expect(decodeLocation(encoded)).toEqual(location);
    expect(
      decodeLocationList(
        parseXml(encodeLocationList([location, { ...location, id: 13, label: 'home' }])),
      ).map((l) => [l.id, l.label]),
    ).toEqual([
      [12, 'work'],
      [13, 'home'],
    ]);
  });

  it('reads the documented create body', () => {
    expect(decodeLocationWrite(fixture('location.create.request.xml'))).toEqual({
      label: 'home',
      primary: true,
      email: 'someone@example.com',
      website: 'http://example.com',
      phone: '(888) 555-0100',
      cell: '(888) 555-0102',
      fax: '1 800 555 0103',
      street1: '18 Maple Ave.',
      street2: 'Suite #300',
      city: 'Barrington',
      state: 'RI',
      postalCode: '02806',
      country: 'US',
    });
  });

  it('reads dasherized names, True/False and empty elements; nil leaves a field out', () => {
    const input = decodeLocationWrite(
      parseXml(
        '<location><label> work </label><primary>True</primary><street-1>1 Main</street-1><cell /><fax nil="true"/></location>',
      ),
    );
    expect(input).toEqual({ label: 'work', primary: true, street1: '1 Main', cell: '' });
    expect(decodeLocationWrite(parseXml('<location><primary>0</primary></location>'))).toEqual({
      primary: false,
    });
    expect(() =>
      decodeLocationWrite(parseXml('<location><primary>yes</primary></location>')),
    ).toThrow(/Primary must be true or false/);
  });

  it('round-trips a write through its encoder', () => {
    const { id: _id, ...write } = WORK;
    expect(decodeLocationWrite(parseXml(encodeLocationWrite(write)))).toEqual(write);
  });
});
