import { describe, expect, it } from 'vitest';
import {
  clashingFieldNames,
  elementKey,
  fieldElementNames,
  fieldKeys,
  pluralise,
  singularise,
} from './superTagNames';
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
