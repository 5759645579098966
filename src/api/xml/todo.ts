import type { MegaComment } from './megaComment';
import type { RecordTag } from './tag';

/**
 * Element order: id, title, description, due_date, flagged, complete, assigned_by, assigned_to,
 * assigned_to_id, participants, tags, mega_comments, created_at, updated_at.
 */
export interface Todo {
  id: number;
  title: string;
  description: string;
  /** ISO UTC; written in Format A. */
  dueDate: string | null;
  flagged: boolean;
  complete: boolean;
  assignedBy: string;
  assignedTo: string;
  assignedToId: number | null;
  /** Contact ids of the to-do's participants (related contacts). */
  participantIds: number[];
  tags: RecordTag[];
  megaComments: MegaComment[];
  createdAt: string;
  updatedAt: string;
}

export interface TodoWrite {
  title?: string;
  description?: string;
  dueDate?: string | null;
  flagged?: boolean;
  complete?: boolean;
  /** The user's e-mail address. */
  assignedTo?: string;
  assignedToId?: number;
  participantIds?: number[];
}
