import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  communicationTypeLabel,
  decodeCommunication,
  decodeCommunicationList,
  decodeCommunicationWrite,
  encodeCommunication,
  encodeCommunicationList,
  encodeCommunicationWrite,
  parseCommunicationType,
  type Communication,
} from './communication';
import { XmlDecodeError } from './decodeError';
import { parseXml } from './tree';

const WIRE = join(import.meta.dirname, '../../../shared/fixtures/wire');

/** The XML body of a captured request (after the blank line), with the capture's BOM placeholder made a real BOM. */
function wireBody(file: string): string {
  const text = readFileSync(join(WIRE, file), 'utf8');
  return text.slice(text.indexOf('\n\n') + 2).replace('<U+FEFF BOM>', '\uFEFF');
}

const sample: Communication = {
  id: 7,
  subject: 'Lunch & plans',
  body: 'See <you>\nthere',
  date: '2009-03-17T20:16:35Z',
  ctype: 'Email',
  tags: [{ id: 3, name: 'vip', supertag: false, fields: [] }],
  megaComments: [
    {
      id: 15,
      comment: 'Noted',
      user: 'Jane Admin',
      createdAt: '2009-03-18T01:00:00Z',
      recordId: 7,
    },
  ],
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-18T08:00:00Z',
};

describe('communication codec', () => {
  it('writes the documented element order, Format A dates in the account offset and Format B record times', () => {
    expect(encodeCommunication(sample, { utcOffsetMinutes: -240 })).toBe(
      '<communication><id type="integer">7</id><subject>Lunch &amp; plans</subject><body>See &lt;you&gt;\nthere</body>' +
        '<date>2009-03-17 16:16:35 -0400</date><ctype>Email</ctype>' +
        '<tags type="array"><tag><id type="integer">3</id><name>vip</name><supertag type="boolean">false</supertag></tag></tags>' +
        '<mega_comments type="array"><mega_comment><id type="integer">15</id><comment>Noted</comment><user>Jane Admin</user>' +
        '<created_at>2009-03-17 21:00:00 -0400</created_at><record_id type="integer">7</record_id></mega_comment></mega_comments>' +
        '<created_at>Tue Mar 17 20:16:35 UTC 2009</created_at><updated_at>Wed Mar 18 08:00:00 UTC 2009</updated_at></communication>',
    );
  });

  it('writes a missing date as nil and reads it back as null', () => {
    const xml = encodeCommunication({ ...sample, date: null });
    expect(xml).toContain('<date nil="true"/>');
    expect(decodeCommunication(parseXml(xml)).date).toBeNull();
  });

  it('reads back what it writes, in any offset', () => {
    for (const offset of [0, -240, 330]) {
      expect(
        decodeCommunication(parseXml(encodeCommunication(sample, { utcOffsetMinutes: offset }))),
      ).toEqual(sample);
    }
    const list = encodeCommunicationList([
      sample,
      { ...sample, id: 8, tags: [], megaComments: [] },
    ]);
    expect(decodeCommunicationList(parseXml(list)).map((c) => c.id)).toEqual([7, 8]);
    expect(encodeCommunicationList([])).toBe('<communications type="array"/>');
  });

  it('reads a pretty-printed, dasherized document as other servers of the API write it', () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>
<communication>
  <id type="integer">12</id>
  <subject>Call back</subject>
  <body></body>
  <date type="datetime">2010-07-28 10:00:00 +0200</date>
  <ctype>Phone</ctype>
  <tags type="array"/>
  <mega-comments type="array"/>
  <created-at type="datetime">Wed Jul 28 08:00:00 UTC 2010</created-at>
  <updated-at type="datetime">Wed Jul 28 09:30:00 UTC 2010</updated-at>
</communication>`;
    expect(decodeCommunication(parseXml(doc))).toEqual({
      id: 12,
      subject: 'Call back',
      body: '',
      date: '2010-07-28T08:00:00Z',
      ctype: 'Phone',
      tags: [],
      megaComments: [],
      createdAt: '2010-07-28T08:00:00Z',
      updatedAt: '2010-07-28T09:30:00Z',
    });
  });

  it('reads the create bodies the Ruby and .NET clients send (fixtures/wire)', () => {
    expect(
      decodeCommunicationWrite(parseXml(wireBody('ruby-gem.communication-create.request.txt'))),
    ).toEqual({
      subject: 'Hello cc1795254486178',
      body: 'Body text',
      date: '2009-03-17T20:16:35Z',
      ctype: 'email',
    });
    expect(
      decodeCommunicationWrite(parseXml(wireBody('net.communication-create.request.txt'))),
    ).toEqual({
      subject: 'NetSubj nt179525449082',
      body: 'body',
      date: '2009-03-17T20:16:35Z',
      ctype: 'email',
    });
  });

  it('ignores read-only fields of a re-sent record and treats nil and empty values as not given', () => {
    const resent = parseXml(encodeCommunication(sample));
    expect(decodeCommunicationWrite(resent)).toEqual({
      subject: 'Lunch & plans',
      body: 'See <you>\nthere',
      date: '2009-03-17T20:16:35Z',
      ctype: 'email',
    });
    expect(
      decodeCommunicationWrite(
        parseXml(
          '<communication><date nil="true"/><ctype></ctype><subject nil="true"/></communication>',
        ),
      ),
    ).toEqual({});
  });

  it('accepts the four types in any case and refuses others as invalid (422)', () => {
    expect(
      decodeCommunicationWrite(parseXml('<communication><ctype> CHAT </ctype></communication>'))
        .ctype,
    ).toBe('chat');
    const bad = (): unknown =>
      decodeCommunicationWrite(parseXml('<communication><ctype>fax</ctype></communication>'));
    expect(bad).toThrow(XmlDecodeError);
    expect(bad).toThrow('Ctype must be one of email, note, phone, chat, meeting');
    try {
      bad();
    } catch (error) {
      expect((error as XmlDecodeError).kind).toBe('invalid');
    }
    expect(parseCommunicationType('Note')).toBe('note');
    expect(parseCommunicationType('letter')).toBeNull();
    expect(communicationTypeLabel('email')).toBe('Email');
  });

  it('refuses an unreadable date as a date error (400)', () => {
    try {
      decodeCommunicationWrite(
        parseXml('<communication><date>yesterday</date><ctype>note</ctype></communication>'),
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(XmlDecodeError);
      expect((error as XmlDecodeError).kind).toBe('date');
    }
  });

  it('writes the console body that the service decodes to the same fields', () => {
    const input = {
      subject: 'S',
      body: 'B & C',
      date: '2011-01-02T03:04:05Z',
      ctype: 'note' as const,
    };
    const xml = encodeCommunicationWrite(input);
    expect(xml).toBe(
      '<communication><subject>S</subject><body>B &amp; C</body><date>2011-01-02 03:04:05 +0000</date><ctype>note</ctype></communication>',
    );
    expect(decodeCommunicationWrite(parseXml(xml))).toEqual(input);
    expect(encodeCommunicationWrite({ subject: 'only' })).toBe(
      '<communication><subject>only</subject></communication>',
    );
  });
});
