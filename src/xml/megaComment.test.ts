import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeComment,
  decodeCommentList,
  decodeCommentWrite,
  decodeMegaComments,
  encodeComment,
  encodeCommentWrite,
  encodeMegaComments,
} from './megaComment';
import { child, parseXml } from './tree';

const DOCS = join(import.meta.dirname, '../../../shared/fixtures/docs');

describe('mega_comment codec', () => {
  it('reads the mega_comments of the documented person example (fixtures/docs)', () => {
    const person = parseXml(readFileSync(join(DOCS, 'person.show.response.xml'), 'utf8'));
    expect(decodeMegaComments(child(person, 'mega_comments'))).toEqual([
      {
        id: 15,
        comment: 'Met at the conference',
        user: 'Jane Admin',
        createdAt: '2009-03-18T00:16:35Z',
        recordId: 1,
      },
    ]);
    const company = parseXml(readFileSync(join(DOCS, 'company.show.response.xml'), 'utf8'));
    expect(decodeMegaComments(child(company, 'mega_comments'))).toEqual([]);
  });

  it('writes comments in Format A with the account offset, and reads them back', () => {
    const comments = [
      {
        id: 15,
        comment: 'Met at the conference',
        user: 'Jane Admin',
        createdAt: '2009-03-18T00:16:35Z',
        recordId: 1,
      },
    ];
    const xml = encodeMegaComments(comments, { utcOffsetMinutes: -240 });
    expect(xml).toBe(
      '<mega_comments type="array"><mega_comment><id type="integer">15</id><comment>Met at the conference</comment><user>Jane Admin</user>' +
        '<created_at>2009-03-17 20:16:35 -0400</created_at><record_id type="integer">1</record_id></mega_comment></mega_comments>',
    );
    expect(decodeMegaComments(parseXml(xml))).toEqual(comments);
    // A comment alone is the embed's element, byte for byte (the .NET client's MegaComment.Get).
    const one = encodeComment(comments[0]!, { utcOffsetMinutes: -240 });
    expect(xml).toContain(one);
    expect(encodeComment(comments[0]!)).toBe(
      '<mega_comment><id type="integer">15</id><comment>Met at the conference</comment><user>Jane Admin</user><created_at>2009-03-18 00:16:35 +0000</created_at><record_id type="integer">1</record_id></mega_comment>',
    );
    expect(decodeComment(parseXml(one))).toEqual(comments[0]);
    expect(() => decodeComment(parseXml(one.replace(/mega_comment>/g, 'comment>')))).toThrow(
      /mega_comment/,
    );
  });

  it('writes and reads the comments list (comments.xml) as the embed’s array', () => {
    const comments = [
      { id: 2, comment: 'b', user: 'Ann', createdAt: '2026-11-25T14:00:00Z', recordId: 7 },
      { id: 1, comment: 'a & c', user: 'Bob', createdAt: '2026-11-24T14:00:00Z', recordId: 8 },
    ];
    const xml = encodeMegaComments(comments);
    expect(xml).toMatch(/^<mega_comments type="array"><mega_comment><id type="integer">2<\/id>/);
    expect(decodeCommentList(parseXml(xml))).toEqual(comments);
    expect(decodeCommentList(parseXml('<mega_comments type="array"/>'))).toEqual([]);
    expect(() => decodeCommentList(parseXml('<comments type="array"/>'))).toThrow(/mega_comments/);
  });

  it('reads the comment body in its nested and flat forms', () => {
    expect(
      decodeCommentWrite(
        parseXml(
          '\uFEFF<?xml version="1.0" encoding="utf-8"?><comment><comment>net comment</comment></comment>',
        ),
      ),
    ).toEqual({ comment: 'net comment' });
    expect(decodeCommentWrite(parseXml('<comment>flat text</comment>'))).toEqual({
      comment: 'flat text',
    });
    expect(decodeCommentWrite(parseXml('<comment nil="true"/>'))).toEqual({ comment: undefined });
    expect(decodeCommentWrite(parseXml(encodeCommentWrite({ comment: 'a & b' })))).toEqual({
      comment: 'a & b',
    });
  });
});
