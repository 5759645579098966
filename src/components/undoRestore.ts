import { createComment } from '../api/comments';
import type { ApiClient } from '../api/http/client';
import { createLocation } from '../api/locations';
import type { ContactCollection } from '../api/records';
import { isNotFound } from '../api/http/apiError';
import { getSuperTagDefinition, setRecordSuperTag, type SuperTagRecord } from '../api/superTags';
import { addTags } from '../api/tags';
import type { Location } from '../api/xml/location';
import type { MegaComment } from '../api/xml/megaComment';
import type { RecordTag } from '../api/xml/tag';
import { editableFields, initialFormValues, toSuperTagWrite } from './superTags/superTagFormValues';

/** What a deleted company or person carried besides its own fields. */
export interface ContactExtras {
  locations: readonly Location[];
  tags: readonly RecordTag[];
  megaComments: readonly MegaComment[];
}

/**
 * Puts a deleted record's locations, tags and comments back on its re-created copy, in the order
 * they were shown. Comments come back with the current user as author and today's date: the API
 * sets both. SuperTags get their values back through the SuperTag endpoint, mapped by the
 * definition exactly as the SuperTag form maps them.
 */
export async function restoreContactExtras(client: ApiClient, collection: ContactCollection, id: number, extras: ContactExtras): Promise<void> {
  for (const location of extras.locations) {
    const { id: _dropped, ...input } = location;
    await createLocation(client, { collection, id, input });
  }
  if (extras.tags.length > 0) await addTags(client, { record: { collection, id }, names: extras.tags.map((tag) => tag.name) });
  for (const tag of extras.tags) if (tag.supertag && tag.fields.length > 0) await restoreSuperTagValues(client, { collection, id }, tag);
  // Oldest first, so the restored record lists them as before.
  const oldestFirst = [...extras.megaComments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  for (const comment of oldestFirst) await createComment(client, { record: { collection, id }, input: { comment: comment.comment } });
}

/**
 * Sends a SuperTag's values again. A definition removed meanwhile (404) leaves the plain tag, as
 * nothing can be written to a SuperTag that no longer exists; other failures fail the undo.
 */
async function restoreSuperTagValues(client: ApiClient, record: SuperTagRecord, tag: RecordTag): Promise<void> {
  let definition;
  try {
    definition = (await getSuperTagDefinition(client, tag.name)).value;
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const fields = editableFields(definition);
  const values = toSuperTagWrite(fields, initialFormValues(fields, { id: tag.id, name: tag.name, fields: tag.fields }));
  await setRecordSuperTag(client, { record, name: definition.name, values });
}
