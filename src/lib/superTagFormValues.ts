import type {
  RecordSuperTag,
  SuperTagDefinition,
  SuperTagField,
  SuperTagWrite,
} from '#xml/superTag';
import { elementKey, fieldElementNames, isMultipleChoice } from '#xml/superTagNames';
import type { SuperTagFieldValue } from '#xml/tag';

/**
 * How a SuperTag definition becomes a form and back: one entry per field the API can write (a
 * field needs a name to have an element), in definition order. Values live in an array aligned
 * with `editableFields`, never in an object keyed by field name, because field names are user
 * data (`__proto__` is a possible name).
 */

export type FormFieldValue =
  { kind: 'text'; text: string } | { kind: 'choices'; selected: string[] };

/** Whether two forms' values differ (the form was changed since it opened). */
export function formValuesDiffer(
  a: readonly FormFieldValue[],
  b: readonly FormFieldValue[],
): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

export interface EditableField {
  field: SuperTagField;
  /** Options that can be chosen: the definition's, without the empty ones the API cannot store. */
  options: string[];
}

/** Fields with a name (a text field may have none in a definition; it has no element to write). */
export function editableFields(definition: SuperTagDefinition): EditableField[] {
  return definition.fields
    .filter((field) => field.name.trim() !== '')
    .map((field) => ({
      field,
      options: isMultipleChoice(field.type)
        ? field.options.filter((option) => option.trim() !== '')
        : [],
    }));
}

/** The value a record carries for a field, found by the field's element names (case and dashes ignored). */
export function findFieldValue(
  field: SuperTagField,
  values: readonly SuperTagFieldValue[],
): SuperTagFieldValue | undefined {
  const names = fieldElementNames(field.name, field.type);
  const keys = new Set([elementKey(names.element), elementKey(names.item)]);
  return values.find((value) => keys.has(elementKey(value.element)));
}

/** The options among `values`, spelled as the definition spells them and in its order. */
function matchOptions(values: readonly string[], options: readonly string[]): string[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()));
  return options.filter((option) => wanted.has(option.toLowerCase()));
}

function valueTexts(value: SuperTagFieldValue | undefined): string[] {
  if (value === undefined) return [];
  return value.kind === 'choices' ? value.values : [value.value];
}

/** Starting values of the form: empty for a SuperTag being applied, the record's values when editing. */
export function initialFormValues(
  fields: readonly EditableField[],
  applied?: RecordSuperTag,
): FormFieldValue[] {
  return fields.map(({ field, options }) => {
    const value = applied === undefined ? undefined : findFieldValue(field, applied.fields);
    if (isMultipleChoice(field.type))
      return { kind: 'choices', selected: matchOptions(valueTexts(value), options) };
    return { kind: 'text', text: valueTexts(value).join(', ') };
  });
}

/**
 * The PUT values: every field, so a cleared input clears the stored value (`''`/`[]`), and
 * multiple choice as a list, which the encoder writes as repeated siblings (commas survive).
 * Text goes as typed, surrounding spaces included (the service stores it so); only an input of
 * nothing but spaces counts as cleared, as the service would read it anyway.
 */
function asTypedText(text: string): string {
  return text.trim() === '' ? '' : text;
}

export function toSuperTagWrite(
  fields: readonly EditableField[],
  values: readonly FormFieldValue[],
): SuperTagWrite {
  const write = Object.create(null) as SuperTagWrite;
  fields.forEach(({ field, options }, index) => {
    const value = values[index];
    if (value === undefined) return;
    write[field.name] =
      value.kind === 'choices'
        ? options.filter((option) => value.selected.includes(option))
        : asTypedText(value.text);
  });
  return write;
}

export interface ShownFieldValue {
  /** The field's name from the definition, or the element name with `_` read as spaces. */
  label: string;
  values: string[];
}

/** A record's values for display: in definition order when the definition is known, then any others. */
export function shownFieldValues(
  applied: RecordSuperTag,
  definition: SuperTagDefinition | undefined,
): ShownFieldValue[] {
  const shown: ShownFieldValue[] = [];
  const used = new Set<SuperTagFieldValue>();
  for (const { field } of definition === undefined ? [] : editableFields(definition)) {
    const value = findFieldValue(field, applied.fields);
    if (value === undefined) continue;
    used.add(value);
    shown.push({
      label: field.name,
      values: valueTexts(value).filter((text) => text.trim() !== ''),
    });
  }
  for (const value of applied.fields) {
    if (!used.has(value))
      shown.push({
        label: value.element.replace(/_/g, ' '),
        values: valueTexts(value).filter((text) => text.trim() !== ''),
      });
  }
  return shown.filter((entry) => entry.values.length > 0);
}

/** The definition's fields the record holds no value for (hidden on the record page until edited). */
export function emptyFieldNames(
  applied: RecordSuperTag,
  definition: SuperTagDefinition | undefined,
): string[] {
  if (definition === undefined) return [];
  return editableFields(definition)
    .filter(({ field }) =>
      valueTexts(findFieldValue(field, applied.fields)).every((text) => text.trim() === ''),
    )
    .map(({ field }) => field.name);
}
