import { describe, expect, it } from 'vitest';
import { encodeSuperTagDefinition } from '#xml/superTag';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../seed/seedSuperTags';
import { AdminError } from './adminCommand';
import { parseSuperTagFile } from './superTagFile';

function problems(text: string): string {
  try {
    parseSuperTagFile(text, 'st.json');
  } catch (error) {
    if (error instanceof AdminError) return error.message;
    throw error;
  }
  throw new Error('expected an AdminError');
}

describe('parseSuperTagFile', () => {
  it('reads the JSON shape, trimming and spelling the types canonically', () => {
    const json = JSON.stringify({
      name: ' Customer profile ',
      fields: [
        { name: 'Industry', type: 'multiple CHOICE', options: ['Software', 'Health care'] },
        { name: 'Work blog', type: 'text' },
      ],
    });
    expect(parseSuperTagFile(`\uFEFF${json}`, 'st.json')).toEqual({
      name: 'Customer profile',
      fields: [
        {
          name: 'Industry',
          type: 'Multiple choice',
          options: ['Software', 'Health care'],
          text: '',
        },
        { name: 'Work blog', type: 'Text', options: [], text: '' },
      ],
    });
  });

  it('reads the XML shape of GET /service/super_tags/{name}.xml, a comma inside an option included', () => {
    expect(parseSuperTagFile(encodeSuperTagDefinition(CUSTOMER_PROFILE), 'st.xml')).toEqual(
      CUSTOMER_PROFILE,
    );
    expect(
      parseSuperTagFile(
        `<?xml version="1.0"?>\n${encodeSuperTagDefinition(SOCIAL_MEDIA)}`,
        'st.xml',
      ),
    ).toEqual(SOCIAL_MEDIA);
    const xml =
      '<super-tag><name>Plan</name><fields><field type="Multiple choice" name="Tier"><option>Gold, plus</option><option>Silver</option></field></fields></super-tag>';
    expect(parseSuperTagFile(xml, 'st.xml').fields[0]!.options).toEqual(['Gold, plus', 'Silver']);
  });

  it('lists every problem of a JSON definition', () => {
    const message = problems(
      JSON.stringify({
        name: '',
        fields: [
          { name: 'A', type: 'Dropdown' },
          { name: 'B', type: 'Multiple choice', options: [] },
          { name: 'C', type: 'Text', options: ['x'] },
          { name: 'D d', type: 'Text' },
          { name: 'D_d', type: 'Text' },
        ],
      }),
    );
    expect(message).toContain("SuperTag name can't be blank");
    expect(message).toContain('Field A: type must be "Multiple choice" or "Text"');
    expect(message).toContain('Field B: a Multiple choice field needs at least one option');
    expect(message).toContain('Field C: a Text field has no options');
    expect(message).toMatch(/Field names .*D d.*D_d.*same XML element/);
  });

  it('explains shape errors of the JSON', () => {
    expect(problems('[]')).toContain('must be an object');
    expect(problems('{"name": "X", "fields": {}}')).toContain('"fields" must be an array');
    expect(
      problems('{"name": 3, "fields": [{"name": "A", "type": "Text", "options": [1]}]}'),
    ).toMatch(/"name" must be a string[\s\S]*fields\[0\]\.options must be an array of strings/);
    expect(problems('{"name": "X", "fields": []}')).toContain('at least one field');
    expect(
      problems(
        '{"name": "X", "fields": [{"name": "A", "type": "Multiple choice", "options": ["a", "A"]}]}',
      ),
    ).toContain('option "A" is listed twice');
    expect(problems('{ nope')).toContain('neither JSON nor XML');
  });

  it('explains XML that is not a definition', () => {
    expect(problems('<tag><name>x</name></tag>')).toContain('root must be <super_tag>');
    expect(problems('<super_tag><fields/></super_tag>')).toContain('no <name>');
    expect(problems('<super_tag><name>x</name>')).toContain('The XML is not a SuperTag definition');
    expect(problems('<!DOCTYPE x><super_tag/>')).toContain('The XML is not a SuperTag definition');
  });
});
