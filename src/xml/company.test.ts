import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeCompany,
  decodeCompanyList,
  decodeCompanyWrite,
  encodeCompany,
  encodeCompanyList,
  encodeCompanyWrite,
  type Company,
} from './company';
import { parseXml, type XmlElement } from './tree';

const fixture = (name: string): XmlElement =>
  parseXml(readFileSync(new URL(`../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8'));
const names = (el: XmlElement): string[] => el.children.map((c) => c.name);

describe('company codec', () => {
  it('decodes the documented show response', () => {
    const company = decodeCompany(fixture('company.show.response.xml'));
    expect(company.id).toBe(1);
    expect(company.name).toBe('Example Software');
    expect(company.notes).toBe('Makers of examples');
    expect(company.smallImage).toBe('https://images.example.com/co_small.png');
    expect(company.largeImage).toBe('https://images.example.com/co_large.png');
    expect(company.tags.map((t) => [t.id, t.name, t.supertag])).toEqual([
      [397, 'software company', false],
      [216, 'social media', true],
    ]);
    expect(company.tags[1]!.fields).toEqual([
      { kind: 'text', element: 'twitter_username', value: 'example' },
      { kind: 'text', element: 'flickr_username', value: 'examplesoftware' },
      { kind: 'text', element: 'work_blog', value: 'http://blog.example.com/feed' },
    ]);
    expect(company.locations).toHaveLength(1);
    expect(company.locations[0]).toMatchObject({
      id: 67905,
      label: 'work',
      primary: true,
      email: 'info@example.com',
      cell: '',
      street1: '18 Maple Ave.',
      street2: 'Suite #300',
      postalCode: '02806',
      country: 'US',
    });
    expect(company.megaComments).toEqual([]);
    expect(company.createdAt).toBe('2009-03-17T20:16:35Z');
    expect(company.updatedAt).toBe('2009-03-17T20:16:35Z');
  });

  it('encodes in the documented element order and decodes its own output to the same value', () => {
    const original = fixture('company.show.response.xml');
    const company = decodeCompany(original);
    const encoded = parseXml(encodeCompany(company));
    expect(names(encoded)).toEqual(names(original));
    expect(names(encoded.children.find((c) => c.name === 'locations')!.children[0]!)).toEqual(
      names(original.children.find((c) => c.name === 'locations')!.children[0]!),
    );
    expect(decodeCompany(encoded)).toEqual(company);
  });

  it('writes the API attributes, nil images and Format B times', () => {
    const company: Company = {
      id: 7,
      name: 'A & B <Co>',
      notes: '',
      smallImage: null,
      largeImage: null,
      tags: [],
      locations: [],
      megaComments: [],
      createdAt: '2024-02-29T23:59:58Z',
      updatedAt: '2024-03-01T00:00:00Z',
    };
    const xml = encodeCompany(company);
    expect(xml).toBe(
      '<company><id type="integer">7</id><name>A &amp; B &lt;Co&gt;</name><notes></notes><small_image nil="true"/><large_image nil="true"/>' +
        '<tags type="array"/><locations type="array"/><mega_comments type="array"/><created_at>Thu Feb 29 23:59:58 UTC 2024</created_at><updated_at>Fri Mar 01 00:00:00 UTC 2024</updated_at></company>',
    );
    expect(
      decodeCompanyList(parseXml(encodeCompanyList([company, { ...company, id: 8 }]))).map(
        (c) => c.id,
      ),
    ).toEqual([7, 8]);
  });

  it('reads the documented create and update bodies', () => {
    expect(decodeCompanyWrite(fixture('company.create.request.xml'))).toEqual({
      name: 'foo company',
      notes: 'Awesome foo',
    });
    expect(decodeCompanyWrite(fixture('company.update.request.xml'))).toEqual({
      name: 'bar company',
      notes: 'Much better than the foo place',
    });
  });

  it('ignores read-only fields and nil values of a whole-record re-send', () => {
    const body = parseXml(
      '<company><id type="integer">58</id><name> Acme </name><notes>updated</notes><small-image nil="true"/><large-image>http://x/l.png</large-image>' +
        '<tags type="array"/><locations type="array"/><mega-comments type="array"/><created-at>Sat Nov 21 09:48:06 UTC 2026</created-at></company>',
    );
    expect(decodeCompanyWrite(body)).toEqual({
      name: 'Acme',
      notes: 'updated',
      largeImage: 'http://x/l.png',
    });
  });

  it('round-trips a write through its encoder', () => {
    const input = { name: 'Acme', notes: 'n', smallImage: null, largeImage: 'http://x/l.png' };
    expect(decodeCompanyWrite(parseXml(encodeCompanyWrite(input)))).toEqual(input);
  });
});
