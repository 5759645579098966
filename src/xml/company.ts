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
  readText,
  readTimestamp,
  readTrimmed,
  readWritten,
  requireChild,
  requireRoot,
} from './values';
import { intElement, recordListElement, stripInvalidXmlChars, textElement } from './writer';

/** Element order: id, name, notes, small_image, large_image, tags, locations, mega_comments, created_at, updated_at. */
export interface Company {
  id: number;
  name: string;
  notes: string;
  smallImage: string | null;
  largeImage: string | null;
  tags: RecordTag[];
  locations: Location[];
  megaComments: MegaComment[];
  /** How many comments the record has, when megaComments holds only the latest (encodeMegaComments). */
  megaCommentCount?: number;
  createdAt: string;
  updatedAt: string;
}

export interface CompanyWrite {
  name?: string;
  notes?: string;
  smallImage?: string | null;
  largeImage?: string | null;
}

/** An image URL: nil or absent → null; an empty element clears it too. */
export function readImage(el: XmlElement, field: string): string | null {
  const text = readTrimmed(el, field);
  return text === undefined || text === '' ? null : stripInvalidXmlChars(text);
}

export function decodeCompany(el: XmlElement): Company {
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    name: readTrimmed(el, 'name') ?? '',
    notes: readText(el, 'notes') ?? '',
    smallImage: readImage(el, 'small_image'),
    largeImage: readImage(el, 'large_image'),
    tags: decodeRecordTags(child(el, 'tags')),
    locations: decodeLocations(child(el, 'locations')),
    megaComments: decodeMegaComments(child(el, 'mega_comments')),
    ...decodeMegaCommentCount(child(el, 'mega_comments')),
    createdAt: readTimestamp(el, 'created_at') ?? '',
    updatedAt: readTimestamp(el, 'updated_at') ?? '',
  };
}

export function decodeCompanyList(el: XmlElement): Company[] {
  return listItems(requireRoot(el, 'companies'), 'company').map(decodeCompany);
}

export function encodeCompany(company: Company, options: EncodeOptions = {}): string {
  return (
    `<company>${intElement('id', company.id)}${textElement('name', company.name)}${textElement('notes', company.notes)}` +
    `${textElement('small_image', company.smallImage)}${textElement('large_image', company.largeImage)}` +
    `${encodeRecordTags(company.tags)}${encodeLocationList(company.locations)}${encodeMegaComments(company.megaComments, options, company.megaCommentCount)}` +
    `${textElement('created_at', formatB(company.createdAt))}${textElement('updated_at', formatB(company.updatedAt))}</company>`
  );
}

export function encodeCompanyList(
  companies: readonly Company[],
  options: EncodeOptions = {},
): string {
  return recordListElement('companies', companies, (company) => encodeCompany(company, options));
}

/**
 * The writable fields of a create or update body. Whole-record re-sends (the Ruby client's
 * update) carry id, tags, locations, mega_comments and timestamps too: those are read-only and
 * ignored here, never an error.
 */
export function decodeCompanyWrite(el: XmlElement): CompanyWrite {
  const input: CompanyWrite = {};
  const name = readWritten(el, 'name', true);
  if (name !== undefined) input.name = name;
  const notes = readWritten(el, 'notes', false);
  if (notes !== undefined) input.notes = notes;
  if (child(el, 'small_image')?.nil === false) input.smallImage = readImage(el, 'small_image');
  if (child(el, 'large_image')?.nil === false) input.largeImage = readImage(el, 'large_image');
  return input;
}

export function encodeCompanyWrite(input: CompanyWrite): string {
  let out = '<company>';
  if (input.name !== undefined) out += textElement('name', input.name);
  if (input.notes !== undefined) out += textElement('notes', input.notes);
  if (input.smallImage !== undefined) out += textElement('small_image', input.smallImage ?? '');
  if (input.largeImage !== undefined) out += textElement('large_image', input.largeImage ?? '');
  return `${out}</company>`;
}
