import type { Communication, CommunicationType } from '#xml/communication';
import type { Participant, ParticipantRole } from '#xml/participant';
import type { ContactKind, Page, Scope, WriteOutcome } from './scope';

/** A communication's own fields (tags and comments come from their areas). Times ISO UTC. */
export interface CommunicationRecord extends Omit<
  Communication,
  'tags' | 'megaComments' | 'ctype'
> {
  ctype: CommunicationType;
  version: number;
}

export interface NewCommunication {
  subject: string;
  body: string;
  date: string | null;
  ctype: CommunicationType;
}

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
export interface ParticipantRef {
  contactId: number;
  kind?: ContactKind;
  role: ParticipantRole;
}

/**
 * `no_communication`/`no_contact`: not in the caller's account (or not of the kind named);
 * `unchanged`: add of an existing participant; `not_participant`: remove of one without that role.
 */
export type ParticipantOutcome =
  'added' | 'unchanged' | 'removed' | 'not_participant' | 'no_communication' | 'no_contact';

/** Store area: communications and their participants. */
export interface CommunicationStore {
  findCommunication(scope: Scope, id: number): Promise<CommunicationRecord | null>;
  /** Matching communications in id order, one page of them. */
  searchCommunications(
    scope: Scope,
    search: CommunicationSearch,
    page: Page,
  ): Promise<CommunicationRecord[]>;
  /**
   * Communications in which a person or company takes part, in id order; null when the contact
   * is not in the caller's account or is of the other kind.
   */
  communicationsOfContact(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    page: Page,
  ): Promise<CommunicationRecord[] | null>;
  createCommunication(scope: Scope, input: NewCommunication): Promise<number>;
  /** `expectedVersion` (from `If-Match`) is checked in the write's own transaction (`WriteOutcome`). */
  updateCommunication(
    scope: Scope,
    id: number,
    changes: CommunicationChanges,
    expectedVersion?: number,
  ): Promise<WriteOutcome>;
  deleteCommunication(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome>;
  /** Participants in (contact id, role) order, optionally of one role; null when the communication is not found. */
  listParticipants(
    scope: Scope,
    communicationId: number,
    role?: ParticipantRole,
  ): Promise<Participant[] | null>;
  addParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<ParticipantOutcome>;
  removeParticipant(
    scope: Scope,
    communicationId: number,
    participant: ParticipantRef,
  ): Promise<ParticipantOutcome>;
}
