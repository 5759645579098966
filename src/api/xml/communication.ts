import type { MegaComment } from './megaComment';
import type { RecordTag } from './tag';

export const COMMUNICATION_TYPES = ['email', 'note', 'phone', 'chat'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** Element order: id, subject, body, date, ctype, tags, mega_comments, created_at, updated_at. */
export interface Communication {
  id: number;
  subject: string;
  body: string;
  /** ISO UTC; written in Format A. */
  date: string | null;
  /** As read: capitalised (`Email`), as the API's example shows. */
  ctype: string;
  tags: RecordTag[];
  megaComments: MegaComment[];
  createdAt: string;
  updatedAt: string;
}

export interface CommunicationWrite {
  subject?: string;
  body?: string;
  date?: string | null;
  ctype?: string;
}
