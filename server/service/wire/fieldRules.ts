import { RECORD_ELEMENTS } from '#xml/fieldLimits';
import type { XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';

/**
 * Shape rules every request document (XML body, form or query tree) follows, checked before any
 * route reads it, because the decoders take the first matching child and a text's own
 * characters: without these, `<name>A</name><name>B</name>` would silently store "A" and
 * `<name>A<b>B</b></name>` would store "A".
 *
 * - A record's fields appear once each (dashed and underscored spellings are one field). Lists
 *   repeat their items inside a container (`<tags><tag>…`), never at the record's own level.
 * - No element mixes text with child elements: the API has no such field.
 */
const hasText = (text: string): boolean => /[^ \t\r\n]/.test(text);

export function checkDocumentShape(root: XmlElement): void {
  const pending: XmlElement[] = [root];
  for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
    if (element.children.length === 0) continue;
    if (hasText(element.text))
      throw new HttpError(400, [
        `Malformed input: <${element.name.slice(0, 60)}> mixes text and elements`,
      ]);
    if (RECORD_ELEMENTS.has(element.name)) {
      const seen = new Set<string>();
      for (const field of element.children) {
        if (seen.has(field.name))
          throw new HttpError(400, [
            `Malformed input: ${field.name.slice(0, 60)} appears more than once in <${element.name}>; send each field once`,
          ]);
        seen.add(field.name);
      }
    }
    for (const child of element.children) pending.push(child);
  }
}
