import type { ContactCollection } from '#api/records';
import type { Location } from '#xml/location';
import type { SuperTagWrite } from '#xml/superTag';
import type { ContactLinks } from '../contactLinks';
import type { ContactFields } from './mergeSteps';

/** A tag of a merged record; a SuperTag with values carries them as its PUT would send them. */
export interface SnapshotTag {
  name: string;
  superTagValues?: SuperTagWrite;
}

/** A comment of a merged record. */
export interface SnapshotComment {
  id: number;
  text: string;
  /** ISO UTC: comments move oldest first, so the survivor lists them in their order. */
  createdAt: string;
}

/** One record of a merge as read just before it: everything the merge moves or the undo puts back. */
export interface MergeRecord {
  id: number;
  /** "Northwind Traders", "Ada Lovelace". */
  label: string;
  fields: ContactFields;
  /** A person's employer's name, to show the employer field by name ('' when none). */
  employerName: string;
  tags: SnapshotTag[];
  locations: Omit<Location, 'id'>[];
  comments: SnapshotComment[];
  links: ContactLinks;
}

/** The records of a merge, all of one collection. */
export interface MergeSnapshot {
  collection: ContactCollection;
  records: MergeRecord[];
}

/** The fields a merge picks one value of, per collection, in the order the screen shows them. */
export const CHOSEN_FIELDS = {
  companies: ['name', 'notes', 'smallImage', 'largeImage'],
  people: ['firstName', 'lastName', 'title', 'companyId', 'notes', 'smallImage', 'largeImage'],
} as const satisfies Record<ContactCollection, readonly (keyof ContactFields)[]>;

export type ChosenField = (typeof CHOSEN_FIELDS)[ContactCollection][number];
