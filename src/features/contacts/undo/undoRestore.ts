import { createComment } from '#api/comments';
import type { ApiClient } from '#api/client/client';
import { createLocation } from '#api/locations';
import type { ContactCollection } from '#api/records';
import { getSuperTagDefinition, setRecordSuperTag, type SuperTagRecord } from '#api/superTags';
import { addTags } from '#api/tags';
import type { Location } from '#xml/location';
import type { MegaComment } from '#xml/megaComment';
import type { RecordTag } from '#xml/tag';
import { editableFields, initialFormValues, toSuperTagWrite } from '#lib/superTagFormValues';
import { undoMessages } from './messages';
import { attemptStep } from './undoOutcome';

/** What a deleted company or person carried besides its own fields. */
export interface ContactExtras {
  locations: readonly Location[];
  tags: readonly RecordTag[];
  megaComments: readonly MegaComment[];
}

/** The start of a comment, enough to recognise it in a report. */
function commentExcerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/**
 * Puts a deleted record's locations, tags and comments back on its re-created copy, in the order
 * they were shown. Comments come back with the current user as author and today's date: the API
 * sets both. SuperTags get their values back through the SuperTag endpoint, mapped by the
 * definition exactly as the SuperTag form maps them. Resolves with what did not come back, one
 * sentence each: the record exists already, so one failed step must not hide it.
 */
export async function restoreContactExtras(
  client: ApiClient,
  collection: ContactCollection,
  id: number,
  extras: ContactExtras,
): Promise<string[]> {
  const missing: string[] = [];
  for (const location of extras.locations) {
    const { id: _dropped, ...input } = location;
    await attemptStep(missing, undoMessages.t('part.location', { label: location.label }), () =>
      createLocation(client, { collection, id, input }),
    );
  }
  if (extras.tags.length > 0) {
    const names = extras.tags.map((tag) => tag.name);
    await attemptStep(missing, undoMessages.t('part.tags', { names: names.join(', ') }), () =>
      addTags(client, { record: { collection, id }, names }),
    );
  }
  for (const tag of extras.tags) {
    if (tag.supertag && tag.fields.length > 0)
      await attemptStep(missing, undoMessages.t('part.superTagValues', { name: tag.name }), () =>
        restoreSuperTagValues(client, { collection, id }, tag),
      );
  }
  // Oldest first, so the restored record lists them as before.
  const oldestFirst = [...extras.megaComments].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
  for (const comment of oldestFirst) {
    await attemptStep(
      missing,
      undoMessages.t('part.comment', { excerpt: commentExcerpt(comment.comment) }),
      () =>
        createComment(client, { record: { collection, id }, input: { comment: comment.comment } }),
    );
  }
  return missing;
}

/**
 * Sends a SuperTag's values again. A definition removed meanwhile (404) leaves the plain tag and is
 * reported (as "deleted meanwhile"): nothing can be written to a SuperTag that no longer exists.
 */
async function restoreSuperTagValues(
  client: ApiClient,
  record: SuperTagRecord,
  tag: RecordTag,
): Promise<void> {
  const definition = (await getSuperTagDefinition(client, tag.name)).value;
  const fields = editableFields(definition);
  const values = toSuperTagWrite(
    fields,
    initialFormValues(fields, { id: tag.id, name: tag.name, fields: tag.fields }),
  );
  await setRecordSuperTag(client, { record, name: definition.name, values });
}
