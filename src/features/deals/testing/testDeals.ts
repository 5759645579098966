import type { Deal } from '#xml/deal';

/** A deal as the service lists it, with what a test cares about given in `fields`. */
export function testDeal(id: number, fields: Partial<Deal> = {}): Deal {
  return {
    id,
    title: `Deal ${id}`,
    description: '',
    dealWith: 'Acme',
    dealWithId: null,
    status: 'pending',
    assignedTo: 'Ann Admin',
    assignedToId: 1,
    amount: '10.00',
    attachedCommunicationIds: [],
    attachedContactIds: [],
    todoIds: [],
    tags: [],
    megaComments: [],
    createdAt: '',
    updatedAt: '',
    ...fields,
  };
}

/** Deals `from`…`from + count - 1`, as the service lists them (oldest first). */
export const testDealRange = (from: number, count: number): Deal[] =>
  Array.from({ length: count }, (_, n) => testDeal(from + n));
