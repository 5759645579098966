import type { Communication, CommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';
import type { ContactKind, LinkChange, Page, Scope } from './scope';
import type { WriteResult } from './writeResult';

/** A communication's own fields (tags and comments come from their areas). Times ISO UTC. */
export type CommunicationRecord = Omit<
  Communication,
  'tags' | 'megaComments' | 'megaCommentCount' | 'ctype'
> & {
  ctype: CommunicationType;
  version: number;
};

export type NewCommunication = Pick<CommunicationRecord, 'subject' | 'body' | 'date' | 'ctype'>;

export type CommunicationChanges = Partial<NewCommunication>;

/** Search filters, combined with AND; times ISO UTC; `since` is inclusive, `before` exclusive. */
export interface CommunicationSearch {
  ctype?: CommunicationType;
  /** Communications in which this contact (person or company) is a participant. */
  contactId?: number;
  updatedSince?: string;
  updatedBefore?: string;
  createdSince?: string;
  createdBefore?: string;
}

/** Who a participant change is about: `kind` when the client said person_id or company_id. */
export type ParticipantRef = { contactId: number; kind?: ContactKind; role: ParticipantRole };

/** A participant as listed: the contact's display name (`contactName.ts`). */
export type ParticipantRecord = { contactId: number; role: ParticipantRole; name: string };

/** Store area: communications and their participants (`sql/communications.ts`). */
export interface CommunicationStore {
  findCommunication(scope: Scope, id: number): Promise<CommunicationRecord | null>;
  /** Matching communications in id order, one page of them. */
  searchCommunications(
    scope: Scope,
    search: CommunicationSearch,
    page: Page,
  ): Promise<CommunicationRecord[]>;
  /** A contact's communications, in id order; null when not the account's or not of `kind`. */
  communicationsOfContact(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    page: Page,
  ): Promise<CommunicationRecord[] | null>;
  createCommunication(scope: Scope, input: NewCommunication): Promise<WriteResult<number>>;
  updateCommunication(
    scope: Scope,
    id: number,
    changes: CommunicationChanges,
    expectedVersion?: number,
  ): Promise<WriteResult>;
  deleteCommunication(scope: Scope, id: number, expectedVersion?: number): Promise<WriteResult>;
  /** Participants in (contact id, role) order, optionally of one role; null when the communication is not found. */
  listParticipants(
    scope: Scope,
    communicationId: number,
    role?: ParticipantRole,
  ): Promise<ParticipantRecord[] | null>;
  addParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<WriteResult<LinkChange>>;
  /** Missing `participant` when the contact has no such role to remove; `contact` also when not of the kind named. */
  removeParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<WriteResult<'removed'>>;
}
