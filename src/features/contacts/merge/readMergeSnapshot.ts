import { everyComment } from '#api/comments';
import { getCompany } from '#api/companies';
import type { ApiClient } from '#api/client/client';
import { getPerson } from '#api/people';
import type { ContactCollection } from '#api/records';
import { getSuperTagDefinition } from '#api/superTags';
import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import type { RecordTag } from '#xml/tag';
import { editableFields, initialFormValues, toSuperTagWrite } from '#lib/superTagFormValues';
import { personTitle } from '../contactRecord';
import { scanDealLinks, type DealLinkIndex } from '../scanDealLinks';
import { mergeMessages } from './messages';
import { takeContactLinksFromScan } from '../snapshotContactLinks';
import { MAX_MERGED_RECORDS } from './mergePlan';
import type { MergeRecord, MergeSnapshot, SnapshotTag } from './mergeSnapshot';
import type { ContactFields } from './mergeSteps';

export class SnapshotError extends Error {}

/**
 * Reads what a merge of `ids` moves: each record, all its comments, its links (employees,
 * communications, to-dos, and the account's deals read once, up to DEAL_LINK_SCAN_LIMIT) and
 * its SuperTag values mapped through their definitions as a PUT sends them. Refuses when the
 * account has more deals than are read: a deal left pointing at a deleted record would be lost.
 */
export async function readMergeSnapshot(
  client: ApiClient,
  collection: ContactCollection,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<MergeSnapshot> {
  const unique = [...new Set(ids)];
  if (unique.length < 2 || unique.length > MAX_MERGED_RECORDS)
    throw new SnapshotError(mergeMessages.t('snapshot.pick', { max: MAX_MERGED_RECORDS }));
  const deals = await scanDealLinks(client, unique, signal);
  const records: MergeRecord[] = [];
  // One record after the other: each already reads its lists side by side.
  for (const id of unique) records.push(await readRecord(client, collection, id, deals, signal));
  if (records.some((record) => !record.links.dealsChecked))
    throw new SnapshotError(mergeMessages.t('snapshot.tooManyDeals'));
  return { collection, records };
}

async function readRecord(
  client: ApiClient,
  collection: ContactCollection,
  id: number,
  deals: DealLinkIndex,
  signal?: AbortSignal,
): Promise<MergeRecord> {
  const record =
    collection === 'companies'
      ? (await getCompany(client, id, signal)).value
      : (await getPerson(client, id, signal)).value;
  const [comments, links, tags] = await Promise.all([
    everyComment(client, { collection, id }, record, signal),
    takeContactLinksFromScan(client, { collection, id }, deals),
    Promise.all(record.tags.map((tag) => snapshotTag(client, tag, signal))),
  ]);
  return {
    id,
    label: 'name' in record ? record.name : personTitle(record),
    fields: fieldsOf(record),
    employerName: 'company' in record ? record.company : '',
    tags,
    locations: record.locations.map(({ id: _id, ...location }) => location),
    comments: comments.map((c) => ({ id: c.id, text: c.comment, createdAt: c.createdAt })),
    links,
  };
}

function fieldsOf(record: Company | Person): ContactFields {
  const { notes, smallImage, largeImage } = record;
  if ('name' in record) return { name: record.name, notes, smallImage, largeImage };
  const { firstName, lastName, title, companyId } = record;
  return { firstName, lastName, title, companyId, notes, smallImage, largeImage };
}

/** A SuperTag's values as its PUT sends them, mapped by its definition as the SuperTag form maps them. */
async function snapshotTag(
  client: ApiClient,
  tag: RecordTag,
  signal?: AbortSignal,
): Promise<SnapshotTag> {
  if (!tag.supertag || tag.fields.length === 0) return { name: tag.name };
  const definition = (await getSuperTagDefinition(client, tag.name, signal)).value;
  const fields = editableFields(definition);
  const superTagValues = toSuperTagWrite(
    fields,
    initialFormValues(fields, { id: tag.id, name: tag.name, fields: tag.fields }),
  );
  return { name: tag.name, superTagValues };
}
