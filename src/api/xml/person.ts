import type { Location } from './location';
import type { MegaComment } from './megaComment';
import type { RecordTag } from './tag';

/**
 * Element order (decisions.md): id, first_name, last_name, small_image, large_image, title, company,
 * company_id, tags, locations, mega_comments, notes, created_at, updated_at.
 */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  smallImage: string | null;
  largeImage: string | null;
  title: string;
  /** The employer's name ('' when none). */
  company: string;
  companyId: number | null;
  tags: RecordTag[];
  locations: Location[];
  megaComments: MegaComment[];
  notes: string;
  createdAt: string;
  updatedAt: string;
}

export interface PersonWrite {
  firstName?: string;
  lastName?: string;
  title?: string;
  notes?: string;
  smallImage?: string | null;
  largeImage?: string | null;
  /** Employer by name (PHP and Ruby clients send `company`): an existing company of that name, or a new one. */
  company?: string;
  companyId?: number | null;
}
