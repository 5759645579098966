import { createComment } from '../api/comments';
import type { ApiClient } from '../api/http/client';
import { createLocation } from '../api/locations';
import type { ContactCollection } from '../api/records';
import { addTags } from '../api/tags';
import type { Location } from '../api/xml/location';
import type { MegaComment } from '../api/xml/megaComment';
import type { RecordTag } from '../api/xml/tag';

/** What a deleted company or person carried besides its own fields. */
export interface ContactExtras {
  locations: readonly Location[];
  tags: readonly RecordTag[];
  megaComments: readonly MegaComment[];
}

/**
 * Puts a deleted record's locations, tags and comments back on its re-created copy, in the order
 * they were shown. Comments come back with the current user as author and today's date: the API
 * sets both. SuperTag field values are not re-sent (only the tag itself).
 */
export async function restoreContactExtras(client: ApiClient, collection: ContactCollection, id: number, extras: ContactExtras): Promise<void> {
  for (const location of extras.locations) {
    const { id: _dropped, ...input } = location;
    await createLocation(client, { collection, id, input });
  }
  if (extras.tags.length > 0) await addTags(client, { record: { collection, id }, names: extras.tags.map((tag) => tag.name) });
  // Oldest first, so the restored record lists them as before.
  const oldestFirst = [...extras.megaComments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  for (const comment of oldestFirst) await createComment(client, { record: { collection, id }, input: { comment: comment.comment } });
}
