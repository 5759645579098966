import type { MegaComment } from './megaComment';
import type { RecordTag } from './tag';

/**
 * Element order: id, title, description, deal_with, deal_with_id, status, assigned_to,
 * assigned_to_id, amount, attached_communications, attached_contacts, todos, tags, mega_comments,
 * created_at, updated_at.
 */
export interface Deal {
  id: number;
  title: string;
  description: string;
  /** Name of the contact the deal is with ('' when none). */
  dealWith: string;
  dealWithId: number | null;
  /** Lower case on deals (`pending`). */
  status: string;
  /** On read: the assigned user's name. */
  assignedTo: string;
  assignedToId: number | null;
  /** Two fraction digits: "1234.50". */
  amount: string;
  attachedCommunicationIds: number[];
  attachedContactIds: number[];
  todoIds: number[];
  tags: RecordTag[];
  megaComments: MegaComment[];
  createdAt: string;
  updatedAt: string;
}

export interface DealWrite {
  title?: string;
  description?: string;
  amount?: string;
  status?: string;
  dealWithId?: number | null;
  /** On write: the user's e-mail address (a name is ignored, per the API). */
  assignedTo?: string;
  assignedToId?: number;
  /** Replace the attached sets when given. */
  attachedCommunicationIds?: number[];
  attachedContactIds?: number[];
  todoIds?: number[];
}
