import { describe, expect, it } from 'vitest';
import {
  decodeParticipant,
  decodeParticipantList,
  encodeParticipant,
  encodeParticipantList,
  parseParticipantRole,
} from './participant';
import { parseXml } from './tree';

describe('participant codec', () => {
  it('writes name, contact_id, role in that order', () => {
    expect(encodeParticipantList([{ name: 'Jane <Example>', contactId: 4, role: 'cc' }])).toBe(
      '<participants type="array"><participant><name>Jane &lt;Example&gt;</name><contact_id type="integer">4</contact_id><role>cc</role></participant></participants>',
    );
    expect(encodeParticipantList([])).toBe('<participants type="array"/>');
  });

  it('reads back what it writes, and dasherized documents', () => {
    const list = [
      { name: 'A', contactId: 1, role: 'from' },
      { name: 'B Co', contactId: 2, role: 'to' },
    ];
    expect(decodeParticipantList(parseXml(encodeParticipantList(list)))).toEqual(list);
    expect(
      decodeParticipant(
        parseXml(
          '<participant>\n  <name>Ann</name>\n  <contact-id type="integer">9</contact-id>\n  <role> bcc </role>\n</participant>',
        ),
      ),
    ).toEqual({
      name: 'Ann',
      contactId: 9,
      role: 'bcc',
    });
    expect(decodeParticipant(parseXml(encodeParticipant(list[1]!)))).toEqual(list[1]);
  });

  it('knows the four roles in any case', () => {
    expect(['from', 'TO', ' Cc ', 'bcc'].map(parseParticipantRole)).toEqual([
      'from',
      'to',
      'cc',
      'bcc',
    ]);
    expect(parseParticipantRole('reply-to')).toBeNull();
    expect(parseParticipantRole('')).toBeNull();
  });
});
