import { XmlDecodeError } from './decodeError';
import {
  clashingFieldNames,
  elementKey,
  fieldKeys,
  isMultipleChoice,
  unusableFieldName,
} from './superTagNames';
import { isOverLimit, MAX_SHORT_TEXT, tooLongMessage } from './textLimits';
import { decodeFieldValues, encodeFieldValues, type SuperTagFieldValue } from './tag';
import { child, childrenNamed, makeElement, type XmlElement } from './tree';
import { listItems, parseIntText, readTrimmed, requireChild } from './values';
import {
  arrayElement,
  boolElement,
  containerElement,
  escapeText,
  escapeXml,
  intElement,
  stripInvalidXmlChars,
  textElement,
  toXmlName,
} from './writer';

/**
 * A SuperTag definition (`super_tag` from /service/super_tags): `<fields>` holds `<field type=… name=…>`
 * elements; a multiple-choice field lists its `<option>`s (an option may be empty), a text field
 * may carry plain text and may have no name attribute.
 */
export interface SuperTagField {
  name: string;
  /** `Multiple choice` or `Text` as observed; other values are kept as given. */
  type: string;
  options: string[];
  /** Text content of a text field's definition (usually ''). */
  text: string;
}

export interface SuperTagDefinition {
  name: string;
  fields: SuperTagField[];
}

/** A SuperTag applied to a record: `<super_tag><id/><name/><supertag>true</supertag><fields>…</fields></super_tag>`. */
export interface RecordSuperTag {
  id: number;
  name: string;
  fields: SuperTagFieldValue[];
}

/**
 * Values to PUT on a record, keyed by the field's real name (spaces and all). A multiple-choice
 * field takes a list of options; the encoder writes repeated sibling elements so values holding
 * commas survive. `''` or `[]` clears a field; fields left out keep their values.
 */
export type SuperTagWrite = Record<string, string | string[]>;

// ---- definitions -------------------------------------------------------------------------------

function decodeField(el: XmlElement): SuperTagField {
  const options = childrenNamed(el, 'option').map((o) => o.text.trim());
  return {
    name: el.attrs['name'] ?? '',
    type: el.attrs['type'] ?? '',
    options,
    text: options.length > 0 ? '' : el.text.trim(),
  };
}

export function decodeSuperTagDefinition(el: XmlElement): SuperTagDefinition {
  const name = readTrimmed(el, 'name');
  if (name === undefined) throw new XmlDecodeError('invalid', '<super_tag> has no <name>');
  return { name, fields: listItems(child(el, 'fields'), 'field').map(decodeField) };
}

export function decodeSuperTagDefinitionList(el: XmlElement): SuperTagDefinition[] {
  return listItems(el, 'super_tag').map(decodeSuperTagDefinition);
}

function encodeField(field: SuperTagField): string {
  const content = isMultipleChoice(field.type)
    ? field.options.map((o) => textElement('option', o)).join('')
    : escapeText(field.text);
  // Written open/close even when empty, as the API's examples show `<field …></field>`.
  return `<field type="${escapeXml(field.type)}" name="${escapeXml(field.name)}">${content}</field>`;
}

export function encodeSuperTagDefinition(definition: SuperTagDefinition): string {
  return `<super_tag>${textElement('name', definition.name)}${containerElement('fields', definition.fields.map(encodeField).join(''))}</super_tag>`;
}

export function encodeSuperTagDefinitionList(definitions: readonly SuperTagDefinition[]): string {
  return arrayElement('super_tags', definitions, encodeSuperTagDefinition);
}

/**
 * Problems that make a definition unusable: a blank name, a type other than the two known ones,
 * field names that would map to the same element. Admin commands and the store check with it.
 */
export function superTagDefinitionProblems(definition: SuperTagDefinition): string[] {
  const problems: string[] = [];
  if (definition.name.trim() === '') problems.push("SuperTag name can't be blank");
  if (isOverLimit(definition.name, MAX_SHORT_TEXT))
    problems.push(tooLongMessage('SuperTag name', MAX_SHORT_TEXT));
  for (const field of definition.fields) {
    if (field.name.trim() === '') problems.push("Field name can't be blank");
    else if (isOverLimit(field.name, MAX_SHORT_TEXT))
      problems.push(tooLongMessage(`Field name ${field.name.slice(0, 40)}…`, MAX_SHORT_TEXT));
    else {
      const unusable = unusableFieldName(field.name, field.type);
      if (unusable !== undefined) problems.push(unusable);
    }
    if (field.options.some((option) => isOverLimit(option, MAX_SHORT_TEXT)))
      problems.push(tooLongMessage(`An option of ${field.name.slice(0, 40)}`, MAX_SHORT_TEXT));
    const type = field.type.trim().toLowerCase();
    if (type !== 'multiple choice' && type !== 'text')
      problems.push(
        `Field ${field.name}: type must be "Multiple choice" or "Text", not "${field.type}"`,
      );
  }
  for (const pair of clashingFieldNames(definition.fields))
    problems.push(`Field names ${pair} give the same XML element; rename one`);
  return problems;
}

// ---- SuperTags on records ----------------------------------------------------------------------

const RECORD_SUPER_TAG_ELEMENTS = new Set(['id', 'name', 'supertag', 'fields']);

export function decodeRecordSuperTag(el: XmlElement): RecordSuperTag {
  const name = readTrimmed(el, 'name');
  if (name === undefined) throw new XmlDecodeError('invalid', '<super_tag> has no <name>');
  // Some clients (the Ruby gem's README) show the values flat on the super_tag: read those too.
  const fields =
    child(el, 'fields') ??
    makeElement(
      'fields',
      el.children.filter((c) => !RECORD_SUPER_TAG_ELEMENTS.has(c.name)),
    );
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    name,
    fields: decodeFieldValues(fields),
  };
}

export function decodeRecordSuperTagList(el: XmlElement): RecordSuperTag[] {
  return listItems(el, 'super_tag').map(decodeRecordSuperTag);
}

export function encodeRecordSuperTag(superTag: RecordSuperTag): string {
  return `<super_tag>${intElement('id', superTag.id)}${textElement('name', superTag.name)}${boolElement('supertag', true)}${containerElement('fields', encodeFieldValues(superTag.fields))}</super_tag>`;
}

export function encodeRecordSuperTagList(superTags: readonly RecordSuperTag[]): string {
  return arrayElement('super_tags', superTags, encodeRecordSuperTag);
}

// ---- writing values ----------------------------------------------------------------------------

export interface DecodedSuperTagWrite {
  values: SuperTagWrite;
  /** One message per problem (unknown element, value not among the options…); empty when valid. */
  problems: string[];
}

/** An option as sent: padding around it is not part of the option. */
const cleanValue = (text: string): string => stripInvalidXmlChars(text).trim();

/**
 * A text field's value as sent, surrounding spaces included (XML keeps an element's text as
 * written); nothing but whitespace counts as empty, which clears the field.
 */
function textValue(text: string): string {
  const clean = stripInvalidXmlChars(text);
  return clean.trim() === '' ? '' : clean;
}

/** The option a value names: exact spelling first, then ignoring case; undefined when none. */
function matchOption(value: string, options: readonly string[]): string | undefined {
  if (options.includes(value)) return value;
  const lower = value.toLowerCase();
  return options.find((o) => o.toLowerCase() === lower);
}

/** One element's selected options: its items, or its text split on commas unless the whole text is an option. */
function choicesOf(el: XmlElement, options: readonly string[]): string[] {
  if (el.children.length > 0) return el.children.map((c) => cleanValue(c.text));
  const text = cleanValue(el.text);
  if (text === '') return [];
  if (matchOption(text, options) !== undefined) return [text];
  return text.split(',').map((part) => part.trim());
}

function readField(
  field: SuperTagField,
  elements: readonly XmlElement[],
  problems: string[],
): string | string[] {
  if (!isMultipleChoice(field.type)) {
    if (elements.length > 1) problems.push(`${field.name} takes one value, got ${elements.length}`);
    if (elements[0]!.children.length > 0) problems.push(`${field.name} takes text, not elements`);
    const text = textValue(elements[0]!.text);
    // A one-line field: the record's other one-line fields hold as much, counted the same way.
    if (isOverLimit(text, MAX_SHORT_TEXT))
      problems.push(tooLongMessage(field.name, MAX_SHORT_TEXT));
    return text;
  }
  const chosen = new Set<string>();
  for (const value of elements.flatMap((el) => choicesOf(el, field.options))) {
    if (value === '') continue;
    const option = matchOption(value, field.options);
    if (option === undefined)
      problems.push(
        `${field.name}: "${value.slice(0, 80)}" is not one of the options (${field.options.filter((o) => o !== '').join(', ')})`,
      );
    else chosen.add(option);
  }
  // Stored and shown in the definition's option order, whatever order the client used.
  return field.options.filter((o) => chosen.has(o));
}

/**
 * A PUT body for a SuperTag on a record, read against its definition: one child per field named
 * after it (spaces as `_`, case and dashes ignored), optionally inside `<fields>`; `id`, `name`
 * and `supertag` are ignored so a client can re-send what it read. A multiple-choice field comes
 * as repeated elements, one comma-separated element, or the plural container as read. An empty
 * element clears its field; `nil="true"` means "not given".
 */
export function decodeSuperTagWrite(
  el: XmlElement,
  definition: SuperTagDefinition,
): DecodedSuperTagWrite {
  const fieldOfKey = new Map<string, SuperTagField>();
  for (const field of definition.fields)
    for (const key of fieldKeys(field.name, field.type)) fieldOfKey.set(key, field);

  const given = new Map<SuperTagField, XmlElement[]>();
  const problems: string[] = [];
  const candidates = el.children.flatMap((c) => {
    const key = elementKey(c.name);
    return key === 'fields' ? c.children : RECORD_SUPER_TAG_ELEMENTS.has(key) ? [] : [c];
  });
  for (const candidate of candidates) {
    const field = fieldOfKey.get(elementKey(candidate.name));
    if (field === undefined)
      problems.push(`SuperTag ${definition.name} has no field ${candidate.name.slice(0, 80)}`);
    else if (!candidate.nil) given.set(field, [...(given.get(field) ?? []), candidate]);
  }

  // No prototype: field names are user data ("__proto__" is a possible field name).
  const values: SuperTagWrite = Object.create(null) as SuperTagWrite;
  for (const [field, elements] of given) values[field.name] = readField(field, elements, problems);
  return { values, problems };
}

/**
 * PUT body for the console: text fields as one element, multiple choice as repeated sibling
 * elements. Fields named like the super_tag's own elements (`Name`, `Id`…) go inside `<fields>`,
 * where the service reads every child as a field.
 */
export function encodeSuperTagWrite(input: SuperTagWrite): string {
  let children = '';
  let needsWrapper = false;
  for (const [name, value] of Object.entries(input)) {
    const element = toXmlName(name);
    if (RECORD_SUPER_TAG_ELEMENTS.has(elementKey(element))) needsWrapper = true;
    if (typeof value === 'string') children += textElement(element, value);
    else if (value.length === 0) children += textElement(element, '');
    else for (const v of value) children += textElement(element, v);
  }
  return `<super_tag>${needsWrapper ? `<fields>${children}</fields>` : children}</super_tag>`;
}
