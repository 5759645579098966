import { describe, expect, it } from 'vitest';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../../server/service/seed/seedSuperTags';
import {
  decodeSuperTagWrite,
  encodeSuperTagWrite,
  type RecordSuperTag,
  type SuperTagDefinition,
} from '#xml/superTag';
import { parseXml } from '#xml/tree';
import { FIXTURE_SUPERTAGS } from '../components/superTags/testing/fixtureSuperTags';
import {
  editableFields,
  initialFormValues,
  shownFieldValues,
  toSuperTagWrite,
} from './superTagFormValues';

/** What the service stores for a form's values: encode as the console sends, decode as the service reads. */
function roundTrip(definition: SuperTagDefinition, write: ReturnType<typeof toSuperTagWrite>) {
  const decoded = decodeSuperTagWrite(parseXml(encodeSuperTagWrite(write)), definition);
  expect(decoded.problems).toEqual([]);
  return { ...decoded.values };
}

describe('SuperTag form values from the demo definitions', () => {
  it('gives a multiple-choice field its options and starts empty when applying', () => {
    const fields = editableFields(CUSTOMER_PROFILE);
    expect(fields.map((f) => f.field.name)).toEqual(['Industry', 'Interest']);
    expect(fields[1]!.options).toEqual([
      'Support, premium',
      'Training',
      'Integrations',
      'Hardware',
      'Consulting',
    ]);
    expect(initialFormValues(fields)).toEqual([
      { kind: 'choices', selected: [] },
      { kind: 'choices', selected: [] },
    ]);
  });

  it('reads a record’s plural container back into the chosen options, in definition order', () => {
    const fields = editableFields(CUSTOMER_PROFILE);
    const applied: RecordSuperTag = {
      id: 3,
      name: 'Customer profile',
      fields: [
        {
          kind: 'choices',
          element: 'Interests',
          item: 'Interest',
          values: ['Training', 'Support, premium'],
        },
      ],
    };
    expect(initialFormValues(fields, applied)).toEqual([
      { kind: 'choices', selected: [] },
      { kind: 'choices', selected: ['Support, premium', 'Training'] },
    ]);
  });

  it('sends an option holding a comma as one value that survives the service’s reading', () => {
    const fields = editableFields(CUSTOMER_PROFILE);
    const write = toSuperTagWrite(fields, [
      { kind: 'choices', selected: [] },
      { kind: 'choices', selected: ['Training', 'Support, premium'] },
    ]);
    expect(roundTrip(CUSTOMER_PROFILE, write)).toEqual({
      Industry: [],
      Interest: ['Support, premium', 'Training'],
    });
  });

  it('sends text fields under their names with spaces, as typed, and a cleared input as empty', () => {
    const fields = editableFields(SOCIAL_MEDIA);
    const write = toSuperTagWrite(fields, [
      { kind: 'text', text: '  @jane, the writer  ' },
      { kind: 'text', text: '' },
    ]);
    expect(encodeSuperTagWrite(write)).toBe(
      '<super_tag><Twitter_username>  @jane, the writer  </Twitter_username><Work_blog></Work_blog></super_tag>',
    );
    expect(roundTrip(SOCIAL_MEDIA, write)).toEqual({
      'Twitter username': '  @jane, the writer  ',
      'Work blog': '',
    });
  });

  it('sends an input of nothing but spaces as cleared', () => {
    const write = toSuperTagWrite(editableFields(SOCIAL_MEDIA), [
      { kind: 'text', text: '   ' },
      { kind: 'text', text: ' x' },
    ]);
    expect({ ...write }).toEqual({ 'Twitter username': '', 'Work blog': ' x' });
  });

  it('leaves out nameless fields and empty options, which the API cannot write', () => {
    const definition: SuperTagDefinition = {
      name: 'Odd',
      fields: [
        { name: '', type: 'Text', options: [], text: 'note' },
        { name: 'Size', type: 'Multiple choice', options: ['', 'Small', 'Large'], text: '' },
      ],
    };
    const fields = editableFields(definition);
    expect(fields.map((f) => [f.field.name, f.options])).toEqual([['Size', ['Small', 'Large']]]);
  });

  it('keeps a field named __proto__ as an ordinary value', () => {
    const definition: SuperTagDefinition = {
      name: 'Proto',
      fields: [{ name: '__proto__', type: 'Text', options: [], text: '' }],
    };
    const write = toSuperTagWrite(editableFields(definition), [{ kind: 'text', text: 'x' }]);
    expect(Object.keys(write)).toEqual(['__proto__']);
    expect(write['__proto__']).toBe('x');
  });
});

describe('SuperTag form values from the documented examples (fixtures/docs)', () => {
  // The fixture docs hold values but no definitions, so every field here is read as Text (see fixtureSuperTags.ts).
  for (const { definition, applied, file } of FIXTURE_SUPERTAGS) {
    it(`prefills “${definition.name}” from ${file} and sends the same values back`, () => {
      const fields = editableFields(definition);
      const values = initialFormValues(fields, applied);
      const expected = applied.fields.map((f) =>
        f.kind === 'text' ? f.value : f.values.join(', '),
      );
      expect(values).toEqual(expected.map((text) => ({ kind: 'text', text })));
      const stored = roundTrip(definition, toSuperTagWrite(fields, values));
      expect(Object.values(stored)).toEqual(expected);
      expect(Object.keys(stored)).toEqual(definition.fields.map((f) => f.name));
    });
  }

  it('shows the values under the definition’s field names', () => {
    const socialMedia = FIXTURE_SUPERTAGS.find((f) => f.definition.name === 'social media')!;
    expect(shownFieldValues(socialMedia.applied, socialMedia.definition)).toEqual([
      { label: 'twitter username', values: ['example'] },
      { label: 'flickr username', values: ['examplesoftware'] },
      { label: 'work blog', values: ['http://blog.example.com/feed'] },
    ]);
  });
});
