import { cleanTagName, encodeTag, encodeTagList } from '#xml/tag';
import { HttpError, recordNotFound } from '../../http/httpError';
import { okReply, xmlReply } from '../wire/reply';
import { checkIfMatch } from '../wire/ifMatch';
import type { Router } from '../wire/router';
import { findByPathName } from './pathNames';
import { queriedRecordExists, recordOfQuery } from './recordQuery';
import { taggedRecordNotFound, taggableRecord } from './tags/recordParams';
import { tagNamesOf } from './tags/tagNamesInput';
import { written } from '../wire/written';

/**
 * Tags (api.md "Tags"): list and show the account's tags, add and remove tags on people,
 * companies, deals, communications and to-dos.
 *
 * Choices where the API is silent: the list is ordered by name ignoring case (then id); names are
 * compared ignoring case everywhere; adding a tag the record has is a no-op 200; removing a tag
 * the record does not have is a no-op 200 (clients retry), removing a name that is no tag of the
 * account is 404. Several names may be removed at once, with the same parameters as add_tag.
 */
export function registerTagRoutes(router: Router): void {
  // `?contact_id=` (a person or company), `deal_id`, `todo_id`, `communication_id`: that
  // record's tags (the client libraries' per-record tag lists); without one, the account's.
  router.add('GET', 'tags', async (ctx) => {
    const record = await recordOfQuery(ctx, [
      'contact_id',
      'person_id',
      'company_id',
      'deal_id',
      'todo_id',
      'communication_id',
    ]);
    if (record === undefined)
      return xmlReply(encodeTagList(await ctx.store.tags.listTags(ctx.scope)));
    if (!(await queriedRecordExists(ctx, record))) throw recordNotFound(record.kind, record.id);
    const tags = (await ctx.store.tags.recordTagsOf(ctx.scope, record.kind, [record.id])).get(
      record.id,
    );
    return xmlReply(
      encodeTagList((tags ?? []).map(({ id, name, supertag }) => ({ id, name, supertag }))),
    );
  });

  // The name as sent, else with `+` read as a space (`tags/new+business.xml`, pathNames.ts).
  router.add('GET', 'tags/:name', async (ctx) => {
    const name = cleanTagName(ctx.params['name'] ?? '');
    const tag = await findByPathName(name, (n) =>
      ctx.store.tags.getTag(ctx.scope, cleanTagName(n)),
    );
    if (tag === null) throw new HttpError(404, [`No tag named "${name.slice(0, 255)}"`]);
    return xmlReply(encodeTag(tag));
  });

  router.add('PUT', ':records/:id/add_tag', async (ctx) => {
    const record = taggableRecord(ctx);
    const names = tagNamesOf(ctx);
    await checkIfMatch(ctx, record.kind, record.id);
    written(await ctx.store.tags.addTags(ctx.scope, record.kind, record.id, names), () =>
      taggedRecordNotFound(record),
    );
    return okReply();
  });

  router.add('DELETE', ':records/:id/remove_tag', async (ctx) => {
    const record = taggableRecord(ctx);
    const names = tagNamesOf(ctx);
    const outcome = await ctx.store.tags.removeTags(ctx.scope, record.kind, record.id, names);
    written(outcome, (missing) =>
      missing === 'tag'
        ? new HttpError(404, [
            names.length === 1
              ? `No tag named "${names[0]}"`
              : `Not all of these are tags: ${names.join(', ')}`,
          ])
        : taggedRecordNotFound(record),
    );
    return okReply();
  });
}
