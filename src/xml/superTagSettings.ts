import { XmlDecodeError } from './decodeError';
import { child, type XmlElement } from './tree';
import { listItems, readInt, readText, readWritten, requireRoot } from './values';
import { arrayElement, intElement, textElement } from './writer';

/**
 * SuperTag definitions as the account's administrators edit them (`/service/account/supertags…`,
 * our extension): with ids, so a field keeps its values through a rename, and with how many
 * records each SuperTag, field and option holds, so a removal can say what it costs.
 */

export interface SettingsOption {
  name: string;
  /** Records holding this option (null in lists, which do not count them). */
  records: number | null;
}

export interface SettingsField {
  id: number;
  name: string;
  type: string;
  options: SettingsOption[];
  /** Records holding a value in this field (null in lists). */
  records: number | null;
}

export interface SuperTagSettings {
  id: number;
  name: string;
  /** Records carrying the SuperTag. */
  records: number;
  fields: SettingsField[];
  /** In the answer to a change: how many records lost a value (an option or a field removed). */
  lostValues?: number;
}

/** An option to keep or add; `was` renames an existing option (the values records hold follow). */
export interface OptionWrite {
  name: string;
  was?: string;
}

/** A field to keep (`id`: one of the SuperTag's fields) or add (`id` null); fields left out are removed. */
export interface FieldWrite {
  id: number | null;
  name: string;
  type: string;
  options: OptionWrite[];
}

/** A SuperTag as it should be: create (POST, ids null) or change (PUT). */
export interface SuperTagSettingsWrite {
  name: string;
  fields: FieldWrite[];
}

const countElement = (name: string, value: number | null) =>
  value === null ? '' : intElement(name, value);

function encodeOption(option: SettingsOption): string {
  return `<option>${textElement('name', option.name)}${countElement('records', option.records)}</option>`;
}

function encodeField(field: SettingsField): string {
  const options = arrayElement('options', field.options, encodeOption);
  return `<field>${intElement('id', field.id)}${textElement('name', field.name)}${textElement('type', field.type)}${countElement('records', field.records)}${options}</field>`;
}

export function encodeSuperTagSettings(tag: SuperTagSettings): string {
  const fields = arrayElement('fields', tag.fields, encodeField);
  const lost = tag.lostValues === undefined ? '' : intElement('lost_values', tag.lostValues);
  return `<super_tag>${intElement('id', tag.id)}${textElement('name', tag.name)}${intElement('records', tag.records)}${fields}${lost}</super_tag>`;
}

export function encodeSuperTagSettingsList(tags: readonly SuperTagSettings[]): string {
  return arrayElement('super_tags', tags, encodeSuperTagSettings);
}

const count = (el: XmlElement) => readInt(el, 'records') ?? null;

export function decodeSuperTagSettings(el: XmlElement): SuperTagSettings {
  const root = requireRoot(el, 'super_tag');
  const lostValues = readInt(root, 'lost_values');
  return {
    ...(lostValues === undefined ? {} : { lostValues }),
    id: readInt(root, 'id') ?? 0,
    name: readText(root, 'name') ?? '',
    records: readInt(root, 'records') ?? 0,
    fields: listItems(child(root, 'fields'), 'field').map((f) => ({
      id: readInt(f, 'id') ?? 0,
      name: readText(f, 'name') ?? '',
      type: readText(f, 'type') ?? '',
      records: count(f),
      options: listItems(child(f, 'options'), 'option').map((o) => ({
        name: readText(o, 'name') ?? '',
        records: count(o),
      })),
    })),
  };
}

export function decodeSuperTagSettingsList(el: XmlElement): SuperTagSettings[] {
  return listItems(requireRoot(el, 'super_tags'), 'super_tag').map(decodeSuperTagSettings);
}

function encodeOptionWrite(option: OptionWrite): string {
  const was = option.was === undefined ? '' : textElement('was', option.was);
  return `<option>${textElement('name', option.name)}${was}</option>`;
}

export function encodeSuperTagSettingsWrite(write: SuperTagSettingsWrite): string {
  const fields = arrayElement(
    'fields',
    write.fields,
    (f) =>
      `<field>${f.id === null ? '' : intElement('id', f.id)}${textElement('name', f.name)}${textElement('type', f.type)}${arrayElement('options', f.options, encodeOptionWrite)}</field>`,
  );
  return `<super_tag>${textElement('name', write.name)}${fields}</super_tag>`;
}

/** The service's reading of a write; names trimmed, the rules (limits, clashes) are the service's. */
export function decodeSuperTagSettingsWrite(el: XmlElement): SuperTagSettingsWrite {
  if (el.name !== 'super_tag')
    throw new XmlDecodeError('invalid', `Expected a <super_tag>, got <${el.name}>`);
  return {
    name: readWritten(el, 'name', true) ?? '',
    fields: listItems(child(el, 'fields'), 'field').map((f) => ({
      id: readInt(f, 'id') ?? null,
      name: readWritten(f, 'name', true) ?? '',
      type: readWritten(f, 'type', true) ?? '',
      options: listItems(child(f, 'options'), 'option').map((o) => {
        const was = readWritten(o, 'was', true);
        return { name: readWritten(o, 'name', true) ?? '', ...(was === undefined ? {} : { was }) };
      }),
    })),
  };
}
