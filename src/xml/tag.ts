import { XmlDecodeError } from './decodeError';
import { child, type XmlElement } from './tree';
import { listItems, parseBoolText, parseIntText, readTrimmed } from './values';
import { singularise } from './superTagNames';
import { isOverLimit, MAX_SHORT_TEXT, tooLongMessage } from './textLimits';
import {
  arrayElement,
  boolElement,
  containerElement,
  escapeText,
  escapeXml,
  intElement,
  stripInvalidXmlChars,
  textElement,
} from './writer';

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
  if (id === undefined || name === undefined)
    throw new XmlDecodeError('invalid', '<tag> needs <id> and <name>');
  return {
    id: parseIntText(id.text, 'id'),
    name,
    supertag:
      supertag === undefined || supertag.text.trim() === ''
        ? false
        : parseBoolText(supertag.text, 'supertag'),
  };
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
      ? {
          kind: 'choices',
          element: f.name,
          item: f.children[0]?.name ?? singularise(f.name),
          values: f.children.map((c) => c.text),
        }
      : { kind: 'text', element: f.name, value: f.text },
  );
}

export function decodeRecordTag(el: XmlElement): RecordTag {
  return { ...decodeTagCore(el), fields: decodeFieldValues(child(el, 'fields')) };
}

export function decodeRecordTags(container: XmlElement | undefined): RecordTag[] {
  return listItems(container, 'tag').map(decodeRecordTag);
}

/** The SuperTag `name` among a record's embedded tags, the name compared without case (tag names are unique that way). */
export function findSuperTag(tags: readonly RecordTag[], name: string): RecordTag | undefined {
  const wanted = name.toLowerCase();
  return tags.find((tag) => tag.supertag && tag.name.toLowerCase() === wanted);
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
      for (const v of field.values) items += `<${field.item}>${escapeText(v)}</${field.item}>`;
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

/** Longest tag name the service stores (names are also path segments and search parameters). */
export const MAX_TAG_NAME_LENGTH = MAX_SHORT_TEXT;
/** Most tag names one add_tag request may carry. */
export const MAX_TAGS_PER_REQUEST = 100;

/** A tag name as the service stores it: characters XML cannot carry removed, surrounding whitespace trimmed. */
export function cleanTagName(raw: string): string {
  return stripInvalidXmlChars(raw).trim();
}

function checkedTagName(raw: string): string {
  const name = cleanTagName(raw);
  if (name === '') throw new XmlDecodeError('invalid', "Tag name can't be blank");
  if (isOverLimit(name, MAX_TAG_NAME_LENGTH))
    throw new XmlDecodeError('invalid', tooLongMessage('Tag name', MAX_TAG_NAME_LENGTH));
  return name;
}

/** `<tag>x</tag>`, or a tag as read (`<tag><id/><name>x</name>…</tag>`) re-sent by a client. */
function tagElementName(el: XmlElement): string {
  const name = child(el, 'name');
  return name === undefined ? el.text : name.text;
}

/**
 * Tag names of an add_tag or remove_tag parameter, in the API's three body forms: `<tag>name</tag>`,
 * `<tags>a,b,another tag</tags>` (comma separated) and `<tags type="array"><tag>a</tag>…</tags>`
 * (with or without the type attribute; the query string `tags[]=a&tags[]=b` reads as this form).
 * Names are trimmed; a blank or over-long name throws XmlDecodeError('invalid'). Duplicates
 * (ignoring case, as the service compares tag names) are dropped.
 */
export function decodeTagNames(el: XmlElement): string[] {
  let raw: string[];
  if (el.name === 'tag') raw = [tagElementName(el)];
  else if (el.children.length > 0) raw = childrenOf(el).map(tagElementName);
  else raw = el.text.split(',').filter((part) => part.trim() !== '');
  const names: string[] = [];
  const seen = new Set<string>();
  for (const text of raw) {
    const name = checkedTagName(text);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  if (names.length === 0) throw new XmlDecodeError('invalid', "Tag name can't be blank");
  if (names.length > MAX_TAGS_PER_REQUEST)
    throw new XmlDecodeError(
      'invalid',
      `At most ${MAX_TAGS_PER_REQUEST} tags can be added at once`,
    );
  return names;
}

function childrenOf(el: XmlElement): XmlElement[] {
  const tags = listItems(el, 'tag');
  return tags.length > 0 ? tags : el.children;
}

/** add_tag body for the console: form 3, one `<tag>` per name, so names holding commas stay whole. */
export function encodeAddTags(names: readonly string[]): string {
  return arrayElement('tags', names, (name) => textElement('tag', name));
}

/** remove_tag body: `<tag>name</tag>`. */
export function encodeTagParameter(name: string): string {
  return textElement('tag', name);
}
