import type { CommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';
import type { ContactKind } from '../store/scope';
import { adminScope, seedWritten, type SeedContext, type SeededPerson } from './seedContext';
import { daysFrom } from './seedTime';

const COMMUNICATION_COUNT = 40;
const TYPES: readonly CommunicationType[] = ['email', 'phone', 'note', 'chat', 'meeting'];

const SUBJECTS: Readonly<Record<CommunicationType, readonly string[]>> = {
  email: [
    'Quote for the annual support contract',
    'Re: Renewal terms for next year',
    'Follow-up on our call',
    'Question about invoice 2024-118',
    'Onboarding schedule',
    'Product demo next week',
    'Updated price list',
  ],
  phone: [
    'Intro call',
    'Pricing questions',
    'Call about the delivery delay',
    'Check-in after go-live',
    'Budget approval update',
  ],
  note: ['Visit to their office', 'Competitor comparison', 'Notes from the trade fair'],
  chat: [
    'Quick question about SSO',
    'Login problem',
    'Where is the API documentation?',
    'Shipment tracking number',
  ],
  meeting: ['Quarterly review', 'Kick-off workshop', 'Contract negotiation', 'Lunch with the CEO'],
};

const BODIES: Readonly<Record<CommunicationType, readonly string[]>> = {
  email: [
    'Hi,\n\nplease find the quote attached. It covers licences for 25 seats and premium support.\n\nBest regards',
    'Thanks for the quick reply. We would like to move the start date to the first of next month.',
    'As discussed, here is a summary of the open points:\n- pricing for additional seats\n- training dates\n- data migration',
  ],
  phone: [
    'Spoke for 20 minutes. They want a proposal by Friday.',
    'Left a voicemail; will try again tomorrow.',
    'Budget is approved; procurement will send the PO.',
  ],
  note: [
    'Attendees: CEO, head of IT and two engineers. Main concern: integration with their ERP.',
    'They currently use a competitor and the contract ends in Q3.',
    'Good rapport; invite them to the customer day.',
  ],
  chat: [
    'Sent the link to the setup guide; issue resolved.',
    'Escalated to support, ticket #4411.',
    'Shared the tracking number and the expected delivery date.',
  ],
  meeting: [
    'Agreed on the rollout plan; next meeting in two weeks.',
    'They want a second demo for the finance team.',
    'Reviewed the open tickets; two are blockers for them.',
  ],
};

/** Contacts taking part, by role, for one communication of the given type. */
function participantsFor(
  type: CommunicationType,
  index: number,
  person: SeededPerson,
  colleague: SeededPerson,
  other: SeededPerson,
): { contactId: number; kind: ContactKind; role: ParticipantRole }[] {
  const company = { contactId: person.company.id, kind: 'company' as const };
  switch (type) {
    case 'email': {
      // Every e-mail has from and to; cc and bcc often enough that every role appears in the demo.
      const list: { contactId: number; kind: ContactKind; role: ParticipantRole }[] = [
        { contactId: person.id, kind: 'person', role: 'from' },
        { contactId: colleague.id, kind: 'person', role: 'to' },
      ];
      if (index % 2 === 0) list.push({ ...company, role: 'cc' });
      if (index % 3 === 0) list.push({ contactId: other.id, kind: 'person', role: 'bcc' });
      return list;
    }
    case 'phone':
      return [
        { contactId: person.id, kind: 'person', role: 'from' },
        { ...company, role: 'to' },
      ];
    case 'note':
      return [{ contactId: person.id, kind: 'person', role: 'to' }];
    case 'meeting':
      // Organised by the person, attended by a colleague and the company.
      return [
        { contactId: person.id, kind: 'person', role: 'from' },
        { contactId: colleague.id, kind: 'person', role: 'to' },
        { ...company, role: 'to' },
      ];
    case 'chat':
      return [
        { contactId: person.id, kind: 'person', role: 'from' },
        { contactId: colleague.id, kind: 'person', role: 'to' },
      ];
  }
}

/** Communications of every type over the last two months, with participants in every role. */
export async function seedCommunications(ctx: SeedContext): Promise<void> {
  const { random, store } = ctx;
  for (let index = 0; index < COMMUNICATION_COUNT; index++) {
    const type = TYPES[index % TYPES.length]!;
    const person = random.pick(ctx.people);
    const colleague =
      ctx.people.find((p) => p.company === person.company && p !== person) ?? person;
    const other = random.pick(ctx.people.filter((p) => p.company !== person.company));
    const created = await store.communications.createCommunication(adminScope(ctx), {
      subject: random.pick(SUBJECTS[type]),
      body: random.pick(BODIES[type]),
      date: daysFrom(ctx.now, -random.int(0, 60), random.int(8, 17), random.int(0, 59)),
      ctype: type,
    });
    const id = seedWritten(created, `communication ${index + 1}`);
    for (const participant of participantsFor(type, index, person, colleague, other)) {
      const result = await store.communications.addParticipant(adminScope(ctx), id, participant);
      seedWritten(result, `participant ${participant.contactId} of communication ${id}`);
    }
    ctx.communications.push({ id, companyId: person.company.id });
  }
}
