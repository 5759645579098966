import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeDeal,
  decodeDealList,
  decodeDealWrite,
  encodeDeal,
  encodeDealList,
  encodeDealWrite,
  type Deal,
} from './deal';
import { XmlDecodeError } from './decodeError';
import { parseXml } from './tree';

const deal: Deal = {
  id: 12,
  title: 'Big <one> & co',
  description: 'multi\nline',
  dealWith: 'Example Software',
  dealWithId: 5,
  status: 'pending',
  assignedTo: 'Test Admin',
  assignedToId: 1,
  amount: '1234.50',
  attachedCommunicationIds: [3, 4],
  attachedContactIds: [5, 9],
  todoIds: [7],
  tags: [{ id: 2, name: 'hot', supertag: false, fields: [] }],
  megaComments: [
    {
      id: 8,
      comment: 'call back',
      user: 'Test Admin',
      createdAt: '2009-03-17T20:16:35Z',
      recordId: 12,
    },
  ],
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-18T08:00:00Z',
};

/** The body the Ruby client sent (shared/fixtures/wire/ruby-gem.deal-create.request.txt). */
function rubyDealBody(): string {
  const raw = readFileSync(
    join(import.meta.dirname, '../../../shared/fixtures/wire/ruby-gem.deal-create.request.txt'),
    'utf8',
  );
  return raw.slice(raw.indexOf('<?xml'));
}

describe('deal codec', () => {
  it('writes the documented element order with type attributes', () => {
    const xml = encodeDeal(deal, { utcOffsetMinutes: -240 });
    const root = parseXml(xml);
    expect(root.children.map((c) => c.name)).toEqual([
      'id',
      'title',
      'description',
      'deal_with',
      'deal_with_id',
      'status',
      'assigned_to',
      'amount',
      'attached_communications',
      'attached_contacts',
      'todos',
      'tags',
      'mega_comments',
      'created_at',
      'updated_at',
      'assigned_to_id',
    ]);
    expect(xml).toContain(
      '<attached_communications><attached_communication_id type="integer">3</attached_communication_id><attached_communication_id type="integer">4</attached_communication_id></attached_communications>',
    );
    expect(xml).toContain(
      '<attached_contacts><attached_contacts_id type="integer">5</attached_contacts_id><attached_contacts_id type="integer">9</attached_contacts_id></attached_contacts>',
    );
    expect(xml).toContain('<todos><todo_id type="integer">7</todo_id></todos>');
    expect(xml).toContain(
      '<tags type="array"><tag name="hot"><id type="integer">2</id><name>hot</name><supertag type="boolean">false</supertag></tag></tags>',
    );
    expect(xml).toContain('<created_at>2009-03-17 16:16:35 -0400</created_at>'); // the comment's time, Format A in the account's offset
    expect(xml).toContain(
      '<created_at>Tue Mar 17 20:16:35 UTC 2009</created_at><updated_at>Wed Mar 18 08:00:00 UTC 2009</updated_at><assigned_to_id type="integer">1</assigned_to_id></deal>',
    );
    expect(xml).toContain('<title>Big &lt;one&gt; &amp; co</title>');
  });

  it('reads back what it writes, alone and in a list', () => {
    expect(decodeDeal(parseXml(encodeDeal(deal)))).toEqual(deal);
    const other: Deal = {
      ...deal,
      id: 13,
      dealWith: '',
      dealWithId: null,
      assignedToId: null,
      attachedCommunicationIds: [],
      attachedContactIds: [],
      todoIds: [],
      tags: [],
      megaComments: [],
    };
    expect(decodeDealList(parseXml(encodeDealList([deal, other])))).toEqual([deal, other]);
  });

  it('reads the Ruby client create body (dashed names, type attributes)', () => {
    expect(decodeDealWrite(parseXml(rubyDealBody()))).toEqual({
      title: 'Deal cc1795254486178',
      description: 'big one',
      amount: '1234.50',
      status: 'pending',
      dealWithId: 58,
    });
  });

  it('ignores read-only fields of a re-sent whole record and reads the writable ones', () => {
    const write = decodeDealWrite(parseXml(encodeDeal(deal)));
    expect(write).toEqual({
      title: deal.title,
      description: deal.description,
      amount: '1234.50',
      status: 'pending',
      dealWithId: 5,
      // The name as returned on read arrives here; the service ignores it unless it is a user's e-mail.
      assignedTo: 'Test Admin',
      assignedToId: 1,
      attachedCommunicationIds: [3, 4],
      attachedContactIds: [5, 9],
      todoIds: [7],
    });
  });

  it('treats nil as not given, an empty deal_with_id as clearing it and an empty assigned_to as not given', () => {
    const write = decodeDealWrite(
      parseXml(
        '<deal><title nil="true"/><deal-with-id></deal-with-id><assigned_to /><status>  </status><todos nil="true"/><attached-contacts/></deal>',
      ),
    );
    expect(write).toEqual({ dealWithId: null, attachedContactIds: [] });
  });

  it('reads id sets from form-style items and comma-separated text', () => {
    const write = decodeDealWrite(
      parseXml(
        '<deal><attached_contacts><attached_contact>4</attached_contact><attached_contact>6</attached_contact></attached_contacts><todos>1, 2</todos></deal>',
      ),
    );
    expect(write.attachedContactIds).toEqual([4, 6]);
    expect(write.todoIds).toEqual([1, 2]);
  });

  it('normalises amounts to two fraction digits and refuses others', () => {
    expect(decodeDealWrite(parseXml('<deal><amount>250</amount></deal>')).amount).toBe('250.00');
    expect(decodeDealWrite(parseXml('<deal><amount> 3.5 </amount></deal>')).amount).toBe('3.50');
    for (const bad of ['abc', '1.234', '1e5']) {
      const error = (() => {
        try {
          decodeDealWrite(parseXml(`<deal><amount>${bad}</amount></deal>`));
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(XmlDecodeError);
      expect((error as XmlDecodeError).kind).toBe('invalid');
    }
  });

  it('refuses ids that are not integers', () => {
    expect(() => decodeDealWrite(parseXml('<deal><deal_with_id>x</deal_with_id></deal>'))).toThrow(
      /Deal with id must be an integer/,
    );
    expect(() =>
      decodeDealWrite(parseXml('<deal><todos><todo_id>1.5</todo_id></todos></deal>')),
    ).toThrow(/Todo id must be an integer/);
  });

  it('writes a create/update body that reads back as the same fields', () => {
    const input = {
      title: 'T',
      description: 'D',
      amount: '10.00',
      status: 'won',
      dealWithId: null,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      attachedCommunicationIds: [1],
      attachedContactIds: [],
      todoIds: [3, 4],
    };
    expect(decodeDealWrite(parseXml(encodeDealWrite(input)))).toEqual(input);
    expect(encodeDealWrite({})).toBe('<deal></deal>');
  });
});
