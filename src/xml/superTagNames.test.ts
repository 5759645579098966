import { describe, expect, it } from 'vitest';
import {
  clashingFieldNames,
  elementKey,
  fieldElementNames,
  fieldKeys,
  pluralise,
  singularise,
  unusableFieldName,
} from './superTagNames';
import { decodeSuperTagWrite, encodeSuperTagWrite } from './superTag';
import { parseXml } from './tree';

describe('SuperTag element names', () => {
  it.each([
    ['interest', 'interests'],
    ['category', 'categories'],
    ['day', 'days'],
    ['box', 'boxes'],
    ['match', 'matches'],
  ])('pluralises %s as %s and back', (singular, plural) => {
    expect(pluralise(singular)).toBe(plural);
    expect(singularise(plural)).toBe(singular);
  });

  it('names text and multiple-choice elements after the field', () => {
    expect(fieldElementNames('Work blog', 'Text')).toEqual({
      element: 'Work_blog',
      item: 'Work_blog',
    });
    expect(fieldElementNames('Interest', 'Multiple choice')).toEqual({
      element: 'Interests',
      item: 'Interest',
    });
  });

  it.each(['Ünïcode', '1st choice', 'a<b', 'xml thing', '  ', 'tab\there', 'a:b', '"quoted"'])(
    'makes %j into a usable element name',
    (name) => {
      for (const type of ['Text', 'Multiple choice']) {
        const { element, item } = fieldElementNames(name, type);
        expect(parseXml(`<${element}><${item}>v</${item}></${element}>`).name).toBe(element);
      }
    },
  );

  it('matches element names ignoring case and dashes', () => {
    expect(elementKey('Work-Blog')).toBe('work_blog');
    expect(elementKey('Work blog')).toBe('work_blog');
    expect(fieldKeys('1st choice', 'Multiple choice')).toEqual(['_1st_choice', '_1st_choices']);
  });

  it('finds field names that give the same element', () => {
    expect(
      clashingFieldNames([
        { name: 'Notes', type: 'Text' },
        { name: 'notes', type: 'Text' },
      ]),
    ).toEqual(['Notes / notes']);
    expect(
      clashingFieldNames([
        { name: 'Interest', type: 'Multiple choice' },
        { name: 'Interests', type: 'Text' },
      ]),
    ).toEqual(['Interest / Interests']);
    expect(
      clashingFieldNames([
        { name: 'a b', type: 'Text' },
        { name: 'a c', type: 'Text' },
      ]),
    ).toEqual([]);
  });
});

describe('unusableFieldName', () => {
  const carried = (name: string, type: string): boolean => {
    try {
      const el = parseXml(encodeSuperTagWrite({ [name]: type === 'Text' ? 'v' : ['v'] }));
      const definition = { name: 'S', fields: [{ name, type, options: ['v'], text: '' }] };
      const { values, problems } = decodeSuperTagWrite(el, definition);
      return problems.length === 0 && Object.keys(values).includes(name);
    } catch {
      return false;
    }
  };

  it('refuses exactly the names whose elements a request cannot carry, with a message naming it', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'prototype', 'valueOf'])
      expect(carried(name, 'Text'), name).toBe(false);
    for (const name of ['constructor', '__proto__', 'toString', 'prototype', 'valueOf'])
      expect(unusableFieldName(name, 'Text'), name).toMatch(/cannot be used.*rename the field/);
    expect(unusableFieldName('Constructor', 'Text')).toContain('<Constructor>');
    expect(unusableFieldName('hasOwnProperty', 'Multiple choice')).toContain('<hasOwnProperty>');
  });

  it('accepts names that only look alike, and they travel', () => {
    for (const name of ['to String', 'constructors', 'Work blog', 'xml thing', 'proto'])
      for (const type of ['Text', 'Multiple choice']) {
        expect(unusableFieldName(name, type), name).toBeUndefined();
        expect(carried(name, type), `${name} (${type})`).toBe(true);
      }
  });
});
