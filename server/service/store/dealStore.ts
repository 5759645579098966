import type { Deal } from '#xml/deal';
import type { missingReferences } from './sql/deals';
import type { ContactLinkOutcome } from './sql/links';

/** A deal's own fields and links (tags and comments come from their areas). Times ISO UTC. */
export type DealRecord = Omit<Deal, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};

/** Fields of a new deal, validated by the route (assignee a user of the account); each linked id must be a record of the account (else `missing_references`). */
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

/** Ids a write named that are not records of the caller's account. */
export type MissingReferences = NonNullable<Awaited<ReturnType<typeof missingReferences>>>;

export type DealCreateResult =
  | { status: 'ok'; id: number; version: number }
  | { status: 'missing_references'; missing: MissingReferences };
export type DealWriteResult = DealCreateResult | { status: 'not_found' } | { status: 'stale' };

export type RelatedContactOutcome = ContactLinkOutcome<'deal'>;

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
