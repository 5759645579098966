import type { Deal } from '#xml/deal';
import { csvDecimal, csvTimestamp, type CsvFormat, type CsvTable } from '#lib/csvFormat';
import { dealCsvMessages } from './messages';
import { stageName } from '#lib/stageName';

const { t } = dealCsvMessages;

/**
 * The deals list's CSV export: the fields as the API holds them (the amount as a plain number
 * spreadsheets sum, in the locale's way for a spreadsheet; the API keeps no currency).
 * Formulas are neutralised by the shared writer (`csvRows`), as for the contact lists.
 */
export const DEAL_CSV: CsvTable<Deal> = {
  fileName: 'deals.csv',
  fieldNames: [
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
  ],
  columnNames: () => [
    t('id'),
    t('title'),
    t('status'),
    t('amount'),
    t('dealWith'),
    t('dealWithId'),
    t('assignedTo'),
    t('description'),
    t('createdAt'),
    t('updatedAt'),
  ],
  toRow: (deal: Deal, format: CsvFormat) => [
    String(deal.id),
    deal.title,
    // Machines read the API's value; people the stage as the console names it ("Gewonnen").
    format === 'machine' ? deal.status : stageName(deal.status),
    csvDecimal(deal.amount, format),
    deal.dealWith,
    deal.dealWithId === null ? '' : String(deal.dealWithId),
    deal.assignedTo,
    deal.description,
    csvTimestamp(deal.createdAt, format),
    csvTimestamp(deal.updatedAt, format),
  ],
};
