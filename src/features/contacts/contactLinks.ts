import type { ParticipantRole } from '#xml/participant';

/** A record a deleted contact was linked to, with the name the undo report gives it. */
export interface LinkedRecord {
  id: number;
  label: string;
}

/** A communication the contact took part in, in one role (a contact may hold several). */
export interface Participation extends LinkedRecord {
  role: ParticipantRole;
  /**
   * The communication alone ("“Memo”"), where `label` names the role too ("“Memo” as cc").
   * Absent from merges a browser kept before it was added.
   */
  communication?: string;
}

/**
 * The links of a company or person that the service drops or clears when it is deleted (its
 * store's foreign keys do), kept so that an undo can put them back on the re-created record: its
 * employees' `company_id` and the `deal_with` of deals (both cleared), its participations in
 * communications and its place among to-dos' and deals' related contacts (dropped). Affiliations
 * follow from `company_id`; a person's own employer is a field of the person, sent on create.
 */
export type ContactLinks = OwnLinks & DealLinks;

/** The links read from the contact's own lists. */
export interface OwnLinks {
  /** A company's employees; always empty for a person. */
  employees: LinkedRecord[];
  participations: Participation[];
  /** To-dos listing the contact among their related contacts. */
  todos: LinkedRecord[];
}

/** The links only a read of the account's deals finds (the API cannot search deals by contact). */
export interface DealLinks {
  /** Deals whose `deal_with` is the contact. */
  dealsWith: LinkedRecord[];
  /** Deals listing the contact among their related contacts. */
  dealsRelated: LinkedRecord[];
  /** False when the account had more deals than the snapshot reads: links to deals were not kept. */
  dealsChecked: boolean;
}
