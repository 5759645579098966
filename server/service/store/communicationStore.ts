import type { Communication, CommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';
import type { ContactKind } from './scope';
import type { ContactLinkOutcome } from './sql/links';

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

/** `no_contact` also when not of the kind named; `not_participant`: no such role to remove. */
export type ParticipantOutcome = ContactLinkOutcome<'communication'> | 'not_participant';
