import type { Deal } from '#xml/deal';
import type { LinkChange, Page, Scope } from './scope';
import type { Stamp, WriteResult } from './writeResult';

/** A deal's own fields and links (tags and comments come from their areas). Times ISO UTC. */
export type DealRecord = Omit<Deal, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};

/** Fields of a new deal, validated by the route (assignee a user of the account); each linked id must be a record of the account (else `invalid`, one problem per link). */
export type NewDeal = Omit<
  DealRecord,
  'id' | 'dealWith' | 'assignedTo' | 'version' | 'createdAt' | 'updatedAt'
>;

/** An update: absent fields and sets stay as they are; a given set replaces the old one. */
export type DealChanges = Partial<NewDeal>;

/** Search filters, combined with AND: `status` lower case as stored, `updatedSince` ISO UTC and inclusive. */
export interface DealSearch {
  assignedToId?: number;
  status?: string;
  updatedSince?: string;
  /** A tag name the deal carries, without case (our extension, like companies' and people's). */
  tag?: string;
  /** Text the title contains, ASCII letters folded, wildcards plain (our extension); never empty. */
  title?: string;
  /** A contact (person or company) the deal is with or related to (our extension). */
  contactId?: number;
}

/** How many deals of one status a search matched; their summed integer cents as decimal digits (exact past 2^53). */
export type DealStatusTotal = { status: string; count: number; amountCents: string };

/** Ids a write named that are not records of the caller's account (null / []: none of that link). */
export type MissingReferences = {
  dealWithId: number | null;
  communicationIds: number[];
  contactIds: number[];
  todoIds: number[];
};

/** Store area: deals and their related contacts (`sql/deals.ts`). */
export interface DealStore {
  findDeal(scope: Scope, id: number): Promise<DealRecord | null>;
  /** Matching deals in id order, one page of them. */
  searchDeals(scope: Scope, search: DealSearch, page: Page): Promise<DealRecord[]>;
  /** The deals `searchDeals` matches (no page), one entry per status held, in no particular order. */
  dealTotals(scope: Scope, search: DealSearch): Promise<DealStatusTotal[]>;
  /** Validates every referenced id inside the write's transaction; nothing is written when one is missing. */
  createDeal(scope: Scope, input: NewDeal): Promise<WriteResult<Stamp>>;
  updateDeal(
    scope: Scope,
    id: number,
    changes: DealChanges,
    expectedVersion?: number,
  ): Promise<WriteResult<Stamp>>;
  deleteDeal(scope: Scope, id: number, expectedVersion?: number): Promise<WriteResult>;
  addRelatedContact(
    scope: Scope,
    dealId: number,
    contactId: number,
  ): Promise<WriteResult<LinkChange>>;
  removeRelatedContact(
    scope: Scope,
    dealId: number,
    contactId: number,
  ): Promise<WriteResult<LinkChange>>;
  /** Ids of the related contacts that are people, in id order; null when the deal is not found. */
  relatedPeopleIds(scope: Scope, dealId: number): Promise<number[] | null>;
}

/** "1234.50" (or "-3.5") → 123450 cents, exactly (no floating point). */
export function amountToCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (match === null) throw new RangeError(`Not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Integer cents written as decimal digits ("-123450") → "-1234.50", exact at any length. */
export function centsTextToAmount(cents: string): string {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

/** 123450 cents → "1234.50". */
export const centsToAmount = (cents: number): string => centsTextToAmount(String(cents));
