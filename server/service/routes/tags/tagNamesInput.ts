import { decodeTagNames, MAX_TAGS_PER_REQUEST } from '#xml/tag';
import type { XmlElement } from '#xml/tree';
import { HttpError } from '#server/http/httpError';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import { FORM_ROOT } from '../../wire/requestInput';

const isTagParameter = (el: XmlElement): boolean => el.name === 'tag' || el.name === 'tags';

/**
 * The tag names of an add_tag or remove_tag request, wherever the client put them: the query
 * string (`?tag=x`, `?tags[]=a&tags[]=b`; the Ruby client), a form body (`tag=x`; PHP) or an XML
 * body in any of the API's three forms (`<tag>`, `<tags>a,b</tags>`, `<tags><tag>a</tag></tags>`).
 * Names are validated (blank or too long: 422) and de-duplicated ignoring case.
 */
export function tagNamesOf(ctx: RouteContext): string[] {
  const sources = ctx.query.children.filter(isTagParameter);
  const body = ctx.body;
  if (body !== null) {
    if (isTagParameter(body)) sources.push(body);
    else if (body.name === FORM_ROOT) sources.push(...body.children.filter(isTagParameter));
    else if (sources.length === 0)
      throw new HttpError(422, [`Expected a <tag> or <tags> element, got <${body.name}>`]);
  }
  if (sources.length === 0)
    throw new HttpError(422, [
      "Tag name can't be blank: send <tag>name</tag>, <tags>a,b</tags> or a tag parameter",
    ]);
  const names: string[] = [];
  const seen = new Set<string>();
  for (const name of sources.flatMap((el) => decodeInput(() => decodeTagNames(el)))) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  if (names.length > MAX_TAGS_PER_REQUEST)
    throw new HttpError(422, [`At most ${MAX_TAGS_PER_REQUEST} tags can be added at once`]);
  return names;
}
