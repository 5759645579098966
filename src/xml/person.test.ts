import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodePerson,
  decodePersonList,
  decodePersonWrite,
  encodePerson,
  encodePersonList,
  encodePersonWrite,
  fullName,
  type Person,
} from './person';
import { parseXml, type XmlElement } from './tree';

const fixture = (name: string): XmlElement =>
  parseXml(readFileSync(new URL(`../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8'));
const names = (el: XmlElement): string[] => el.children.map((c) => c.name);

describe('person codec', () => {
  it('decodes the documented show response', () => {
    const person = decodePerson(fixture('person.show.response.xml'));
    expect(person).toMatchObject({
      id: 1,
      firstName: 'Jane',
      lastName: 'Example',
      title: 'Old Friend',
      company: 'Example Software',
      companyId: 1234,
      notes: 'Some notes',
    });
    expect(person.smallImage).toBe('https://images.example.com/jane_small.png');
    expect(person.tags.map((t) => t.name)).toEqual(['something', 'awesome']);
    expect(person.tags[1]!.fields).toEqual([
      { kind: 'text', element: 'cool_dude', value: 'true' },
      { kind: 'text', element: 'cool_since', value: 'Sep 08, 1982  9:34PM' },
    ]);
    expect(person.locations[0]).toMatchObject({
      id: 67905,
      label: 'work',
      email: 'jane@example.com',
      state: 'RI',
    });
    expect(person.megaComments).toEqual([
      {
        id: 15,
        comment: 'Met at the conference',
        user: 'Jane Admin',
        createdAt: '2009-03-18T00:16:35Z',
        recordId: 1,
      },
    ]);
    expect(person.createdAt).toBe('2009-03-17T20:16:35Z');
    expect(fullName(person)).toBe('Jane Example');
  });

  it('encodes in the order of decisions.md and decodes its own output to the same value', () => {
    const original = fixture('person.show.response.xml');
    const person = decodePerson(original);
    const encoded = parseXml(encodePerson(person, { utcOffsetMinutes: -240 }));
    expect(names(encoded)).toEqual(names(original));
    expect(names(encoded)).toEqual([
      'id',
      'first_name',
      'last_name',
      'small_image',
      'large_image',
      'title',
      'company',
      'company_id',
      'tags',
      'locations',
      'mega_comments',
      'notes',
      'created_at',
      'updated_at',
    ]);
    // The comment time is written in the account's offset, as the fixture was.
    expect(
      encoded.children
        .find((c) => c.name === 'mega_comments')!
        .children[0]!.children.find((c) => c.name === 'created_at')!.text,
    ).toBe('2009-03-17 20:16:35 -0400');
    expect(decodePerson(encoded)).toEqual(person);
  });

  it('writes a person without employer with an empty company and a nil company_id', () => {
    const person: Person = {
      id: 3,
      firstName: 'Ada',
      lastName: '',
      smallImage: null,
      largeImage: null,
      title: '',
      company: '',
      companyId: null,
      tags: [],
      locations: [],
      megaComments: [],
      notes: '',
      createdAt: '2020-01-01T00:00:00Z',
      updatedAt: '2020-01-01T00:00:00Z',
    };
    const xml = encodePerson(person);
    expect(xml).toContain('<company></company><company_id type="integer" nil="true"/>');
    expect(
      decodePersonList(parseXml(encodePersonList([person]))).map((p) => [p.id, p.companyId]),
    ).toEqual([[3, null]]);
  });

  it('reads write bodies: dasherized names, nil company_id, read-only fields ignored', () => {
    const body = parseXml(
      '<person><id type="integer">61</id><first-name>Will</first-name><last-name>Larson</last-name><small-image nil="true"/><title>Developer</title>' +
        '<company>Acme</company><company-id nil="true"/><tags type="array"/><notes>n</notes><created-at>Sat Nov 21 09:48:06 UTC 2026</created-at></person>',
    );
    expect(decodePersonWrite(body)).toEqual({
      firstName: 'Will',
      lastName: 'Larson',
      title: 'Developer',
      company: 'Acme',
      notes: 'n',
    });
    expect(decodePersonWrite(parseXml('<person><company_id>92</company_id></person>'))).toEqual({
      companyId: 92,
    });
    expect(decodePersonWrite(parseXml('<person><company_id></company_id></person>'))).toEqual({
      companyId: null,
    });
    expect(() =>
      decodePersonWrite(parseXml('<person><company_id>abc</company_id></person>')),
    ).toThrow(/Company id must be an integer/);
  });

  it('round-trips a write through its encoder', () => {
    for (const input of [
      {
        firstName: 'A',
        lastName: 'B',
        title: 'T',
        notes: 'N',
        company: 'Co',
        companyId: 4,
        smallImage: 'http://s',
        largeImage: null,
      },
      { companyId: null },
    ]) {
      expect(decodePersonWrite(parseXml(encodePersonWrite(input)))).toEqual(input);
    }
  });
});
