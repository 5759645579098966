import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { XmlDecodeError } from './decodeError';
import {
  decodeRecordTags,
  decodeTag,
  decodeTagList,
  decodeTagNames,
  encodeAddTags,
  encodeRecordTags,
  encodeTag,
  encodeTagList,
  encodeTagParameter,
  type RecordTag,
} from './tag';
import { child, makeElement, parseXml, type XmlElement } from './tree';

const fixture = (name: string): XmlElement =>
  parseXml(readFileSync(new URL(`../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8'));

describe('tag codec against the fixtures', () => {
  it('reads tag.show.response.xml', () => {
    expect(decodeTag(fixture('tag.show.response.xml'))).toEqual({
      id: 424,
      name: 'cool',
      supertag: false,
    });
  });

  it('reads tags.list.response.xml', () => {
    expect(decodeTagList(fixture('tags.list.response.xml'))).toEqual([
      { id: 422, name: 'sample', supertag: true },
      { id: 423, name: 'money maker', supertag: false },
    ]);
  });

  it('reads the tags embedded in company.show.response.xml, SuperTag values included', () => {
    const tags = decodeRecordTags(child(fixture('company.show.response.xml'), 'tags'));
    expect(tags).toEqual([
      { id: 397, name: 'software company', supertag: false, fields: [] },
      {
        id: 216,
        name: 'social media',
        supertag: true,
        fields: [
          { kind: 'text', element: 'twitter_username', value: 'example' },
          { kind: 'text', element: 'flickr_username', value: 'examplesoftware' },
          { kind: 'text', element: 'work_blog', value: 'http://blog.example.com/feed' },
        ],
      },
    ]);
  });

  it('reads the tags embedded in person.show.response.xml', () => {
    const tags = decodeRecordTags(child(fixture('person.show.response.xml'), 'tags'));
    expect(tags.map((t) => [t.id, t.name, t.supertag])).toEqual([
      [397, 'something', false],
      [412, 'awesome', true],
    ]);
    expect(tags[1]!.fields).toEqual([
      { kind: 'text', element: 'cool_dude', value: 'true' },
      { kind: 'text', element: 'cool_since', value: 'Sep 08, 1982  9:34PM' },
    ]);
  });

  it('reads the three add_tag bodies', () => {
    expect(decodeTagNames(fixture('add_tag.body1.tag.xml'))).toEqual(['awesome']);
    expect(decodeTagNames(fixture('add_tag.body2.tags-csv.xml'))).toEqual([
      'important',
      'fun',
      'another tag',
    ]);
    expect(decodeTagNames(fixture('add_tag.body3.tags-array.xml'))).toEqual(['awesome', 'great']);
  });
});

describe('decodeTagNames', () => {
  it('reads <tags> without type="array" like the .NET client sends', () => {
    expect(decodeTagNames(parseXml('<tags><tag>a</tag><tag>b</tag></tags>'))).toEqual(['a', 'b']);
  });

  it('keeps commas inside a single <tag> and inside array items', () => {
    expect(decodeTagNames(parseXml('<tag>red, white</tag>'))).toEqual(['red, white']);
    expect(decodeTagNames(parseXml('<tags type="array"><tag>x,y</tag></tags>'))).toEqual(['x,y']);
  });

  it('reads a tag as read (<tag><id/><name/></tag>) re-sent by a client', () => {
    expect(
      decodeTagNames(
        parseXml('<tags><tag><id>4</id><name> vip </name><supertag>false</supertag></tag></tags>'),
      ),
    ).toEqual(['vip']);
  });

  it('drops duplicates ignoring case and empty comma parts', () => {
    expect(decodeTagNames(parseXml('<tags>VIP, vip,,lead,</tags>'))).toEqual(['VIP', 'lead']);
  });

  it('removes characters XML cannot carry', () => {
    expect(decodeTagNames(makeElement('tag', [], 'bad\u0001name\u0008'))).toEqual(['badname']);
  });

  it.each([
    ['<tag>   </tag>', "Tag name can't be blank"],
    ['<tags> , , </tags>', "Tag name can't be blank"],
    ['<tags type="array"><tag/></tags>', "Tag name can't be blank"],
    [`<tag>${'x'.repeat(256)}</tag>`, 'Tag name is too long (at most 255 characters)'],
  ])('refuses %s', (xml, message) => {
    let error: unknown;
    try {
      decodeTagNames(parseXml(xml));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(XmlDecodeError);
    expect((error as XmlDecodeError).kind).toBe('invalid');
    expect((error as XmlDecodeError).message).toBe(message);
  });

  it('accepts a name of exactly 255 characters', () => {
    expect(decodeTagNames(parseXml(`<tag>${'y'.repeat(255)}</tag>`))).toEqual(['y'.repeat(255)]);
  });
});

describe('tag encoders', () => {
  it('writes a tag like the fixture', () => {
    expect(encodeTag({ id: 424, name: 'cool', supertag: false })).toBe(
      '<tag><id type="integer">424</id><name>cool</name><supertag type="boolean">false</supertag></tag>',
    );
  });

  it('round-trips a list, names with markup included', () => {
    const tags = [
      { id: 1, name: 'a & b <c>', supertag: false },
      { id: 2, name: 'sample', supertag: true },
    ];
    expect(decodeTagList(parseXml(encodeTagList(tags)))).toEqual(tags);
    expect(encodeTagList([])).toBe('<tags type="array"/>');
  });

  it('writes record tags with SuperTag fields and reads them back', () => {
    const tags: RecordTag[] = [
      { id: 3, name: 'plain', supertag: false, fields: [] },
      {
        id: 4,
        name: 'profile',
        supertag: true,
        fields: [
          { kind: 'text', element: 'notes', value: 'hello' },
          { kind: 'choices', element: 'interests', item: 'interest', values: ['golf', 'a, b'] },
        ],
      },
    ];
    const xml = encodeRecordTags(tags);
    expect(xml).toBe(
      '<tags type="array"><tag><id type="integer">3</id><name>plain</name><supertag type="boolean">false</supertag></tag>' +
        '<tag><id type="integer">4</id><name>profile</name><supertag type="boolean">true</supertag><fields><notes>hello</notes>' +
        '<interests type="Array"><interest>golf</interest><interest>a, b</interest></interests></fields></tag></tags>',
    );
    expect(decodeRecordTags(parseXml(xml))).toEqual(tags);
  });

  it('writes the name attribute for deals', () => {
    const xml = encodeRecordTags([{ id: 5, name: 'big "one"', supertag: false, fields: [] }], true);
    expect(xml).toContain('<tag name="big &quot;one&quot;">');
    expect(decodeRecordTags(parseXml(xml))[0]!.name).toBe('big "one"');
  });

  it('writes add_tag and remove_tag bodies the decoder reads back', () => {
    expect(encodeAddTags(['a', 'b, c'])).toBe(
      '<tags type="array"><tag>a</tag><tag>b, c</tag></tags>',
    );
    expect(decodeTagNames(parseXml(encodeAddTags(['a', 'b, c'])))).toEqual(['a', 'b, c']);
    expect(decodeTagNames(parseXml(encodeTagParameter('x & y')))).toEqual(['x & y']);
  });

  it('reads an empty multiple-choice container with a guessed item name', () => {
    const tags = decodeRecordTags(
      parseXml(
        '<tags><tag><id>1</id><name>s</name><supertag>true</supertag><fields><categories type="Array"/></fields></tag></tags>',
      ),
    );
    expect(tags[0]!.fields).toEqual([
      { kind: 'choices', element: 'categories', item: 'category', values: [] },
    ]);
  });
});
