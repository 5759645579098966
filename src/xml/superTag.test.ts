import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  decodeSuperTagDefinition,
  decodeSuperTagDefinitionList,
  decodeSuperTagWrite,
  encodeRecordSuperTag,
  encodeRecordSuperTagList,
  encodeSuperTagDefinition,
  encodeSuperTagDefinitionList,
  encodeSuperTagWrite,
  superTagDefinitionProblems,
  type SuperTagDefinition,
} from './superTag';
import { makeElement, parseXml } from './tree';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8');

const PROFILE: SuperTagDefinition = {
  name: 'customer profile',
  fields: [
    {
      name: 'Interest',
      type: 'Multiple choice',
      options: ['golf', 'sailing', 'red, white', ''],
      text: '',
    },
    { name: 'Notes', type: 'Text', options: [], text: '' },
    { name: 'Work blog', type: 'Text', options: [], text: '' },
  ],
};

describe('SuperTag on a record', () => {
  it('reads supertag.record.response.xml', () => {
    expect(decodeRecordSuperTag(parseXml(fixture('supertag.record.response.xml')))).toEqual({
      id: 1948,
      name: 'work schedule',
      fields: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
        kind: 'text',
        element: day,
        value: day === 'tuesday' ? '8-4' : '9-5 PST',
      })),
    });
  });

  it('reads values flat on the super_tag, as the Ruby gem shows them', () => {
    const flat = decodeRecordSuperTag(
      parseXml(
        '<super_tag><id>2</id><name>w</name><supertag>true</supertag><monday>9-5</monday></super_tag>',
      ),
    );
    expect(flat.fields).toEqual([{ kind: 'text', element: 'monday', value: '9-5' }]);
  });

  it('writes the fixture layout and reads it back', () => {
    const superTag = decodeRecordSuperTag(parseXml(fixture('supertag.record.response.xml')));
    const xml = encodeRecordSuperTag(superTag);
    expect(
      xml.startsWith(
        '<super_tag><id type="integer">1948</id><name>work schedule</name><supertag type="boolean">true</supertag><fields><monday>9-5 PST</monday>',
      ),
    ).toBe(true);
    expect(decodeRecordSuperTag(parseXml(xml))).toEqual(superTag);
  });

  it('round-trips a list with a multiple-choice value', () => {
    const list = [
      {
        id: 7,
        name: 'p',
        fields: [
          {
            kind: 'choices' as const,
            element: 'interests',
            item: 'interest',
            values: ['golf', 'red, white'],
          },
        ],
      },
    ];
    const xml = encodeRecordSuperTagList(list);
    expect(xml).toContain(
      '<interests type="Array"><interest>golf</interest><interest>red, white</interest></interests>',
    );
    expect(decodeRecordSuperTagList(parseXml(xml))).toEqual(list);
  });
});

describe('SuperTag definitions', () => {
  it('writes the documented shape', () => {
    expect(
      encodeSuperTagDefinition({ name: 'p', fields: [PROFILE.fields[0]!, PROFILE.fields[1]!] }),
    ).toBe(
      '<super_tag><name>p</name><fields><field type="Multiple choice" name="Interest"><option>golf</option><option>sailing</option>' +
        '<option>red, white</option><option></option></field><field type="Text" name="Notes"></field></fields></super_tag>',
    );
  });

  it('round-trips, odd field names and markup included', () => {
    const odd: SuperTagDefinition = {
      name: 'odd <one> & "two"',
      fields: [
        { name: 'a<b', type: 'Text', options: [], text: 'hint & more' },
        { name: 'Ünïcode', type: 'Multiple choice', options: ['ä', '<x>'], text: '' },
      ],
    };
    const list = encodeSuperTagDefinitionList([PROFILE, odd]);
    expect(decodeSuperTagDefinitionList(parseXml(list))).toEqual([PROFILE, odd]);
  });

  it('reads a text field without a name attribute', () => {
    expect(
      decodeSuperTagDefinition(
        parseXml(
          '<super_tag><name>x</name><fields><field type="Text">free text</field></fields></super_tag>',
        ),
      ).fields,
    ).toEqual([{ name: '', type: 'Text', options: [], text: 'free text' }]);
  });

  it('finds the problems of a definition', () => {
    expect(superTagDefinitionProblems(PROFILE)).toEqual([]);
    expect(
      superTagDefinitionProblems({
        name: ' ',
        fields: [
          { name: 'Work blog', type: 'Text', options: [], text: '' },
          { name: 'work-blog', type: 'Text', options: [], text: '' },
          { name: '', type: 'Date', options: [], text: '' },
        ],
      }),
    ).toEqual([
      "SuperTag name can't be blank",
      "Field name can't be blank",
      'Field : type must be "Multiple choice" or "Text", not "Date"',
      'Field names Work blog / work-blog give the same XML element; rename one',
    ]);
  });
});

describe('decodeSuperTagWrite', () => {
  const decode = (xml: string) => decodeSuperTagWrite(parseXml(xml), PROFILE);

  it('reads text fields by element name, ignoring case and dashes', () => {
    expect(
      decode('<super_tag><notes>hi</notes><Work-Blog>http://b</Work-Blog></super_tag>'),
    ).toEqual({ values: { Notes: 'hi', 'Work blog': 'http://b' }, problems: [] });
  });

  it('keeps a text value exactly as sent, surrounding spaces included; only whitespace clears it', () => {
    expect(
      decode('<super_tag><notes>  a, b  </notes><work_blog> \n </work_blog></super_tag>').values,
    ).toEqual({ Notes: '  a, b  ', 'Work blog': '' });
    expect(decode('<super_tag><interest> golf </interest></super_tag>').values).toEqual({
      Interest: ['golf'],
    });
  });

  it('reads repeated sibling elements as several options, in option order', () => {
    expect(
      decode('<super_tag><interest>sailing</interest><interest>golf</interest></super_tag>').values,
    ).toEqual({ Interest: ['golf', 'sailing'] });
  });

  it('splits a comma-separated element unless the whole text is an option', () => {
    expect(decode('<super_tag><interest>golf, sailing</interest></super_tag>').values).toEqual({
      Interest: ['golf', 'sailing'],
    });
    expect(decode('<super_tag><interest>red, white</interest></super_tag>').values).toEqual({
      Interest: ['red, white'],
    });
  });

  it('reads the plural container as read, inside <fields>, ignoring id/name/supertag', () => {
    const resent =
      '<super_tag><id type="integer">4</id><name>customer profile</name><supertag type="boolean">true</supertag><fields><interests type="Array"><interest>Golf</interest></interests></fields></super_tag>';
    expect(decode(resent)).toEqual({ values: { Interest: ['golf'] }, problems: [] });
  });

  it('clears a field with an empty element and skips nil ones', () => {
    expect(
      decode(
        '<super_tag><interests type="Array"/><notes></notes><work_blog nil="true"/></super_tag>',
      ).values,
    ).toEqual({ Interest: [], Notes: '' });
  });

  it('reports unknown elements and values that are not options', () => {
    expect(
      decode(
        '<super_tag><colour>red</colour><interest>golf,chess</interest><notes>a</notes><notes>b</notes></super_tag>',
      ).problems,
    ).toEqual([
      'SuperTag customer profile has no field colour',
      'Interest: "chess" is not one of the options (golf, sailing, red, white)',
      'Notes takes one value, got 2',
    ]);
  });

  it('drops control characters from values', () => {
    expect(
      decodeSuperTagWrite(makeElement('super_tag', [makeElement('notes', [], 'a\u0007b')]), PROFILE)
        .values,
    ).toEqual({ Notes: 'ab' });
  });

  it('reads form input with the field name as written', () => {
    const form = makeElement('super_tag', [
      makeElement('Work blog', [], 'x'),
      makeElement('interest', [makeElement('interes', [], 'golf')], '', { type: 'array' }),
    ]);
    expect(decodeSuperTagWrite(form, PROFILE)).toEqual({
      values: { 'Work blog': 'x', Interest: ['golf'] },
      problems: [],
    });
  });

  it('reads back what encodeSuperTagWrite writes', () => {
    const input = { Interest: ['golf', 'red, white'], Notes: 'n & m', 'Work blog': '' };
    const xml = encodeSuperTagWrite(input);
    expect(xml).toBe(
      '<super_tag><Interest>golf</Interest><Interest>red, white</Interest><Notes>n &amp; m</Notes><Work_blog></Work_blog></super_tag>',
    );
    expect(decodeSuperTagWrite(parseXml(xml), PROFILE)).toEqual({ values: input, problems: [] });
  });

  it('wraps fields named like the super_tag elements in <fields>', () => {
    const definition: SuperTagDefinition = {
      name: 'n',
      fields: [{ name: 'Name', type: 'Text', options: [], text: '' }],
    };
    const xml = encodeSuperTagWrite({ Name: 'Ann' });
    expect(xml).toBe('<super_tag><fields><Name>Ann</Name></fields></super_tag>');
    expect(decodeSuperTagWrite(parseXml(xml), definition).values).toEqual({ Name: 'Ann' });
    // At the top level <name> is the SuperTag's own name, re-sent by clients: ignored.
    expect(
      decodeSuperTagWrite(parseXml('<super_tag><name>n</name></super_tag>'), definition).values,
    ).toEqual({});
  });
});
