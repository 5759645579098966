import { describe, expect, it } from 'vitest';
import { parseXml } from '#xml/tree';
import { HttpError } from '../../http/httpError';
import { checkDocumentShape } from './fieldRules';

function refusal(xml: string): string | undefined {
  try {
    checkDocumentShape(parseXml(xml));
    return undefined;
  } catch (error) {
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).messages[0];
  }
}

describe('checkDocumentShape', () => {
  it('accepts records, lists and repeated SuperTag choices', () => {
    for (const xml of [
      '<company><name>A</name><notes>n</notes><tags type="array"><tag><name>x</name></tag><tag><name>y</name></tag></tags></company>',
      '<tags><tag>a</tag><tag>b</tag></tags>',
      '<deal><title>T</title><todos><todo_id>1</todo_id><todo_id>2</todo_id></todos></deal>',
      '<super_tag><interests>a</interests><interests>b</interests></super_tag>',
      '<location>\n  <label>work</label>\n  <city>X</city>\n</location>',
    ]) {
      expect(refusal(xml), xml).toBeUndefined();
    }
  });

  it('refuses a field sent twice in a record, in either spelling', () => {
    expect(refusal('<company><name>A</name><name>B</name></company>')).toBe(
      'Malformed input: name appears more than once in <company>; send each field once',
    );
    expect(
      refusal('<location><label>w</label><street_1>A</street_1><street-1>B</street-1></location>'),
    ).toMatch(/street_1 appears more than once/);
    expect(refusal('<tag><name>a</name><name>b</name></tag>')).toMatch(
      /name appears more than once in <tag>/,
    );
  });

  it('refuses text mixed with elements anywhere', () => {
    expect(refusal('<company><name>A<b>bold</b>C</name></company>')).toBe(
      'Malformed input: <name> mixes text and elements',
    );
    expect(refusal('<tags>a<tag>b</tag></tags>')).toMatch(/<tags> mixes/);
  });
});
