import { readImage } from './company';
import { formatB } from './dates';
import type { EncodeOptions } from './encodeOptions';
import { decodeLocations, encodeLocationList, type Location } from './location';
import {
  decodeMegaCommentCount,
  decodeMegaComments,
  encodeMegaComments,
  type MegaComment,
} from './megaComment';
import { decodeRecordTags, encodeRecordTags, type RecordTag } from './tag';
import { child, type XmlElement } from './tree';
import {
  listItems,
  parseIntText,
  readInt,
  readText,
  readTimestamp,
  readTrimmed,
  readWritten,
  requireChild,
  requireRoot,
} from './values';
import { intElement, recordListElement, textElement } from './writer';

/**
 * Element order (decisions.md): id, first_name, last_name, small_image, large_image, title, company,
 * company_id, tags, locations, mega_comments, notes, created_at, updated_at.
 */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  smallImage: string | null;
  largeImage: string | null;
  title: string;
  /** The employer's name ('' when none). */
  company: string;
  companyId: number | null;
  tags: RecordTag[];
  locations: Location[];
  megaComments: MegaComment[];
  /** How many comments the record has, when megaComments holds only the latest (encodeMegaComments). */
  megaCommentCount?: number;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

export interface PersonWrite {
  firstName?: string;
  lastName?: string;
  title?: string;
  notes?: string;
  smallImage?: string | null;
  largeImage?: string | null;
  /** Employer by name (PHP and Ruby clients send `company`): an existing company of that name, or a new one. */
  company?: string;
  companyId?: number | null;
}

/** "Jane Example"; either part may be empty. */
export function fullName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function decodePerson(el: XmlElement): Person {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    firstName: readTrimmed(el, 'first_name') ?? '',
    lastName: readTrimmed(el, 'last_name') ?? '',
    smallImage: readImage(el, 'small_image'),
    largeImage: readImage(el, 'large_image'),
    title: readTrimmed(el, 'title') ?? '',
    company: readTrimmed(el, 'company') ?? '',
    companyId: readInt(el, 'company_id') ?? null,
    tags: decodeRecordTags(child(el, 'tags')),
    locations: decodeLocations(child(el, 'locations')),
    megaComments: decodeMegaComments(child(el, 'mega_comments')),
    ...decodeMegaCommentCount(child(el, 'mega_comments')),
    notes: readText(el, 'notes') ?? '',
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodePersonList(el: XmlElement): Person[] {
  return listItems(requireRoot(el, 'people'), 'person').map(decodePerson);
}

export function encodePerson(person: Person, options: EncodeOptions = {}): string {
  return (
    `<person>${intElement('id', person.id)}${textElement('first_name', person.firstName)}${textElement('last_name', person.lastName)}` +
    `${textElement('small_image', person.smallImage)}${textElement('large_image', person.largeImage)}${textElement('title', person.title)}` +
    `${textElement('company', person.company)}${intElement('company_id', person.companyId)}` +
    `${encodeRecordTags(person.tags)}${encodeLocationList(person.locations)}${encodeMegaComments(person.megaComments, options, person.megaCommentCount)}` +
    `${textElement('notes', person.notes)}${textElement('created_at', formatB(person.createdAt))}${textElement('updated_at', formatB(person.updatedAt))}</person>`
  );
}

export function encodePersonList(people: readonly Person[], options: EncodeOptions = {}): string {
  return recordListElement('people', people, (person) => encodePerson(person, options));
}

/**
 * The writable fields of a create or update body; read-only fields of whole-record re-sends are
 * ignored. An empty `company_id` element (not nil) clears the employer, as does an empty `company`.
 */
export function decodePersonWrite(el: XmlElement): PersonWrite {
  const input: PersonWrite = {};
  const firstName = readWritten(el, 'first_name', true);
  if (firstName !== undefined) input.firstName = firstName;
  const lastName = readWritten(el, 'last_name', true);
  if (lastName !== undefined) input.lastName = lastName;
  const title = readWritten(el, 'title', true);
  if (title !== undefined) input.title = title;
  const notes = readWritten(el, 'notes', false);
  if (notes !== undefined) input.notes = notes;
  if (child(el, 'small_image')?.nil === false) input.smallImage = readImage(el, 'small_image');
  if (child(el, 'large_image')?.nil === false) input.largeImage = readImage(el, 'large_image');
  const company = readWritten(el, 'company', true);
  if (company !== undefined) input.company = company;
  const companyId = child(el, 'company_id');
  if (companyId !== undefined && !companyId.nil)
    input.companyId =
      companyId.text.trim() === '' ? null : parseIntText(companyId.text, 'company_id');
  return input;
}

export function encodePersonWrite(input: PersonWrite): string {
  let out = '<person>';
  if (input.firstName !== undefined) out += textElement('first_name', input.firstName);
  if (input.lastName !== undefined) out += textElement('last_name', input.lastName);
  if (input.title !== undefined) out += textElement('title', input.title);
  if (input.notes !== undefined) out += textElement('notes', input.notes);
  if (input.smallImage !== undefined) out += textElement('small_image', input.smallImage ?? '');
  if (input.largeImage !== undefined) out += textElement('large_image', input.largeImage ?? '');
  if (input.company !== undefined) out += textElement('company', input.company);
  if (input.companyId !== undefined)
    out +=
      input.companyId === null
        ? '<company_id></company_id>'
        : intElement('company_id', input.companyId);
  return `${out}</person>`;
}
