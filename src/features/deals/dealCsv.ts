import type { Deal } from '#xml/deal';

/**
 * The deals list's CSV export: the fields as the API holds them (the amount as its decimal text,
 * a plain number spreadsheets sum; the API keeps no currency).
 * Formulas are neutralised by the shared writer (`csvRows`), as for the contact lists.
 */
export const DEAL_CSV_HEADER = [
  'id',
  'title',
  'status',
  'amount',
  'deal_with',
  'deal_with_id',
  'assigned_to',
  'description',
  'created_at',
  'updated_at',
];

export function dealCsvRow(deal: Deal): string[] {
  return [
    String(deal.id),
    deal.title,
    deal.status,
    deal.amount,
    deal.dealWith,
    deal.dealWithId === null ? '' : String(deal.dealWithId),
    deal.assignedTo,
    deal.description,
    deal.createdAt,
    deal.updatedAt,
  ];
}
