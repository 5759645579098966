import type { Location } from './location';
import type { MegaComment } from './megaComment';
import type { RecordTag } from './tag';

/** Element order: id, name, notes, small_image, large_image, tags, locations, mega_comments, created_at, updated_at. */
export interface Company {
  id: number;
  name: string;
  notes: string;
  smallImage: string | null;
  largeImage: string | null;
  tags: RecordTag[];
  locations: Location[];
  megaComments: MegaComment[];
  createdAt: string;
  updatedAt: string;
}

export interface CompanyWrite {
  name?: string;
  notes?: string;
  smallImage?: string | null;
  largeImage?: string | null;
}
