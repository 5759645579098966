import { XmlDecodeError } from './decodeError';
import { child, type XmlElement } from './tree';
import { listItems, parseBoolText, parseIntText, readTrimmed } from './values';
import { arrayElement, boolElement, containerElement, escapeXml, intElement, textElement } from './writer';

/** A tag as listed and shown by /service/tags. */
export interface Tag {
  id: number;
  name: string;
  supertag: boolean;
}

/**
 * The value of one SuperTag field on a record, keyed by its element name (the field name with
 * spaces as `_`). A multiple-choice value is a container (the plural) of `item` elements.
 */
export type SuperTagFieldValue =
  | { kind: 'text'; element: string; value: string }
  | { kind: 'choices'; element: string; item: string; values: string[] };

/** A tag as embedded in a record's `tags` array; SuperTags carry the record's values. */
export interface RecordTag extends Tag {
  fields: SuperTagFieldValue[];
}

function decodeTagCore(el: XmlElement): Tag {
  const id = child(el, 'id');
  const supertag = child(el, 'supertag');
  const name = readTrimmed(el, 'name') ?? el.attrs['name'];
  if (id === undefined || name === undefined) throw new XmlDecodeError('invalid', '<tag> needs <id> and <name>');
  return { id: parseIntText(id.text, 'id'), name, supertag: supertag === undefined || supertag.text.trim() === '' ? false : parseBoolText(supertag.text, 'supertag') };
}

export function decodeTag(el: XmlElement): Tag {
  return decodeTagCore(el);
}

export function decodeTagList(el: XmlElement): Tag[] {
  return listItems(el, 'tag').map(decodeTagCore);
}

/** Field values: `<twitter_username>x</twitter_username>` or `<interests type="Array"><interest>a</interest></interests>`. */
export function decodeFieldValues(fields: XmlElement | undefined): SuperTagFieldValue[] {
  if (fields === undefined) return [];
  return fields.children.map((f): SuperTagFieldValue =>
    f.attrs['type']?.toLowerCase() === 'array' || f.children.length > 0
      ? { kind: 'choices', element: f.name, item: f.children[0]?.name ?? f.name.replace(/s$/, ''), values: f.children.map((c) => c.text) }
      : { kind: 'text', element: f.name, value: f.text },
  );
}

export function decodeRecordTag(el: XmlElement): RecordTag {
  return { ...decodeTagCore(el), fields: decodeFieldValues(child(el, 'fields')) };
}

export function decodeRecordTags(container: XmlElement | undefined): RecordTag[] {
  return listItems(container, 'tag').map(decodeRecordTag);
}

export function encodeTag(tag: Tag): string {
  return `<tag>${intElement('id', tag.id)}${textElement('name', tag.name)}${boolElement('supertag', tag.supertag)}</tag>`;
}

export function encodeTagList(tags: readonly Tag[]): string {
  return arrayElement('tags', tags, encodeTag);
}

/** Writes field values; the caller has already left out empty fields (the API omits them). */
export function encodeFieldValues(values: readonly SuperTagFieldValue[]): string {
  let out = '';
  for (const field of values) {
    if (field.kind === 'choices') {
      let items = '';
      for (const v of field.values) items += `<${field.item}>${escapeXml(v)}</${field.item}>`;
      out += containerElement(field.element, items, { type: 'Array' });
    } else out += textElement(field.element, field.value);
  }
  return out;
}

/**
 * A record's tags. Deals also carry the name as an attribute (`<tag name="x">`), as the API's deal
 * example does; `withNameAttribute` turns that on.
 */
export function encodeRecordTags(tags: readonly RecordTag[], withNameAttribute = false): string {
  return arrayElement('tags', tags, (tag) => {
    const open = withNameAttribute ? `<tag name="${escapeXml(tag.name)}">` : '<tag>';
    const fields = tag.supertag ? containerElement('fields', encodeFieldValues(tag.fields)) : '';
    return `${open}${intElement('id', tag.id)}${textElement('name', tag.name)}${boolElement('supertag', tag.supertag)}${fields}</tag>`;
  });
}
