import { describe, expect, it } from 'vitest';
import type { Deal } from '#xml/deal';
import { closedStages, dealsInCardOrder } from './DealsCard';

const deal = (id: number, status: string): Deal => ({
  id,
  title: `Deal ${id}`,
  description: '',
  dealWith: 'Acme',
  dealWithId: null,
  status,
  assignedTo: '',
  assignedToId: null,
  amount: '1.00',
  attachedCommunicationIds: [],
  attachedContactIds: [],
  todoIds: [],
  tags: [],
  megaComments: [],
  createdAt: '',
  updatedAt: '',
});

describe('the deals card order', () => {
  it('puts deals of any closed stage of the account after the open ones', () => {
    const closed = closedStages([
      { name: 'Qualified', kind: 'open', retired: false },
      { name: 'Signed', kind: 'won', retired: false },
      { name: 'Abandoned', kind: 'lost', retired: true },
    ]);
    const deals = [deal(3, 'Abandoned'), deal(2, 'Qualified'), deal(1, 'Signed')];
    expect(dealsInCardOrder(deals, closed).map((deal) => deal.status)).toEqual([
      'Qualified',
      'Abandoned',
      'Signed',
    ]);
  });

  it('knows the classic closed statuses until the stages are read', () => {
    const deals = [deal(2, 'Won'), deal(1, 'Pending')];
    expect(dealsInCardOrder(deals, closedStages(undefined)).map((deal) => deal.id)).toEqual([1, 2]);
  });
});
