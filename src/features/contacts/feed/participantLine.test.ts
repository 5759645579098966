import { describe, expect, it } from 'vitest';
import { participantLine } from './CommunicationParticipants';

const people = [
  { name: 'Alice Moreau', contactId: 3, role: 'bcc' },
  { name: 'Bruno Diaz', contactId: 2, role: 'FROM' },
  { name: 'Acme', contactId: 1, role: 'to' },
  { name: 'Cleo Park', contactId: 4, role: 'to' },
  { name: 'Dana Ro', contactId: 5, role: 'reviewer' },
];

describe('participantLine', () => {
  it('lists the roles in mail order, names the feed’s record, keeps unknown roles last', () => {
    expect(participantLine(people, { id: 1, label: 'this company' })).toBe(
      'From: Bruno Diaz · To: this company, Cleo Park · Bcc: Alice Moreau · reviewer: Dana Ro',
    );
  });

  it('names everyone when the feed’s record is not a contact', () => {
    expect(participantLine(people.slice(0, 2), null)).toBe('From: Bruno Diaz · Bcc: Alice Moreau');
  });
});
