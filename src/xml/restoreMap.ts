import { XmlDecodeError } from './decodeError';
import type { XmlElement } from './tree';
import { listItems, readInt, readText, requireRoot } from './values';
import { arrayElement, containerElement, intElement, textElement } from './writer';

/**
 * What a restore created in an account, kept by the account (our extension under
 * `/service/account/restores`), so a restore run again from any browser or from
 * `npm run snapshot` creates nothing twice: per snapshot, each record it created (kind + the
 * snapshot's id → the new id) and each finished step below a record (`companies:12:comment:88`).
 */

/** The kinds of record a restore creates, and `step`: a part below a record, written once. */
export const RESTORE_ENTRY_KINDS = [
  'companies',
  'people',
  'deals',
  'todos',
  'communications',
  'step',
] as const;
export type RestoreEntryKind = (typeof RESTORE_ENTRY_KINDS)[number];

export interface RestoreEntry {
  kind: RestoreEntryKind;
  /** The record's id in the snapshot (digits), or a step's key. */
  sourceId: string;
  /** The record the restore created; null for a step. */
  createdId: number | null;
}

/** One restore the account remembers (`GET /service/account/restores.xml`). */
export interface RestoreSummary {
  snapshotId: string;
  /** Records created (entries of a record kind). */
  records: number;
  /** Steps done below them. */
  steps: number;
  /** ISO UTC time of its last change. */
  updatedAt: string;
}

/** A change to a restore's map: entries set (added, or their created id replaced) and forgotten. */
export interface RestoreChanges {
  set: RestoreEntry[];
  forget: { kind: RestoreEntryKind; sourceId: string }[];
}

/** A snapshot's id: the SHA-256 of its text, in hex. */
export const SNAPSHOT_ID_PATTERN = /^[0-9a-f]{64}$/;
/** Entries one change may hold; a restore sends its changes in batches within it. */
export const MAX_RESTORE_CHANGES = 2000;
/** A step key's length at most: a kind, an id, a part and a name of up to 255 characters. */
export const MAX_SOURCE_ID = 600;
/** Entries one page of a restore's map holds at most. */
export const MAX_RESTORE_PAGE = 5000;

const isRecordKind = (kind: RestoreEntryKind) => kind !== 'step';

function readKind(el: XmlElement): RestoreEntryKind {
  const kind = (readText(el, 'kind') ?? '').trim();
  const known = RESTORE_ENTRY_KINDS.find((k) => k === kind);
  if (known === undefined)
    throw new XmlDecodeError(
      'invalid',
      `Kind must be one of ${RESTORE_ENTRY_KINDS.join(', ')}, not "${kind.slice(0, 40)}"`,
    );
  return known;
}

function readSourceId(el: XmlElement, kind: RestoreEntryKind): string {
  const raw = readText(el, 'source_id') ?? '';
  // A step's key holds names (a location's label) as they are: only a record id is trimmed.
  const sourceId = isRecordKind(kind) ? raw.trim() : raw;
  if (isRecordKind(kind) ? !/^\d{1,15}$/.test(sourceId) : sourceId.trim() === '')
    throw new XmlDecodeError(
      'invalid',
      isRecordKind(kind)
        ? `Source id of a ${kind} entry must be a record id`
        : "Source id of a step can't be blank",
    );
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(sourceId))
    throw new XmlDecodeError('invalid', 'Source id holds a control character');
  if (sourceId.length > MAX_SOURCE_ID)
    throw new XmlDecodeError('invalid', `Source id is too long (at most ${MAX_SOURCE_ID})`);
  return sourceId;
}

function decodeEntry(el: XmlElement): RestoreEntry {
  const kind = readKind(el);
  const sourceId = readSourceId(el, kind);
  const createdId = readInt(el, 'created_id') ?? null;
  if (isRecordKind(kind) && (createdId === null || createdId < 1))
    throw new XmlDecodeError('invalid', `Created id of a ${kind} entry must be a record id`);
  return { kind, sourceId, createdId: isRecordKind(kind) ? createdId : null };
}

const encodeEntry = (entry: RestoreEntry): string =>
  `<entry>${textElement('kind', entry.kind)}${textElement('source_id', entry.sourceId)}${entry.createdId === null ? '' : intElement('created_id', entry.createdId)}</entry>`;

/** `<restore><snapshot_id/><entries type="array"><entry>…</entry></entries></restore>`: a page of the map. */
export function encodeRestoreMap(snapshotId: string, entries: readonly RestoreEntry[]): string {
  return containerElement(
    'restore',
    `${textElement('snapshot_id', snapshotId)}${arrayElement('entries', entries, encodeEntry)}`,
  );
}

export function decodeRestoreMap(el: XmlElement): RestoreEntry[] {
  const root = requireRoot(el, 'restore');
  const entries = root.children.find((c) => c.name === 'entries');
  return listItems(entries, 'entry').map(decodeEntry);
}

/** `<restore_changes><entry>…</entry><forget><kind/><source_id/></forget></restore_changes>`. */
export function encodeRestoreChanges(changes: RestoreChanges): string {
  const forget = changes.forget
    .map(
      (f) =>
        `<forget>${textElement('kind', f.kind)}${textElement('source_id', f.sourceId)}</forget>`,
    )
    .join('');
  return containerElement('restore_changes', changes.set.map(encodeEntry).join('') + forget);
}

/** A change as a client sent it: at most MAX_RESTORE_CHANGES entries, each checked. */
export function decodeRestoreChanges(el: XmlElement): RestoreChanges {
  const root = requireRoot(el, 'restore_changes');
  if (root.children.length > MAX_RESTORE_CHANGES)
    throw new XmlDecodeError(
      'invalid',
      `A change holds at most ${MAX_RESTORE_CHANGES} entries; send the rest in another`,
    );
  const changes: RestoreChanges = { set: [], forget: [] };
  for (const item of root.children) {
    if (item.name === 'entry') changes.set.push(decodeEntry(item));
    else if (item.name === 'forget') {
      const kind = readKind(item);
      changes.forget.push({ kind, sourceId: readSourceId(item, kind) });
    } else
      throw new XmlDecodeError(
        'invalid',
        `<restore_changes> holds <entry> and <forget>, not <${item.name.slice(0, 40)}>`,
      );
  }
  return changes;
}

const encodeSummary = (s: RestoreSummary): string =>
  `<restore>${textElement('snapshot_id', s.snapshotId)}${intElement('records', s.records)}${intElement('steps', s.steps)}${textElement('updated_at', s.updatedAt)}</restore>`;

export function encodeRestoreList(restores: readonly RestoreSummary[]): string {
  return arrayElement('restores', restores, encodeSummary);
}

export function decodeRestoreList(el: XmlElement): RestoreSummary[] {
  return listItems(requireRoot(el, 'restores'), 'restore').map((r) => ({
    snapshotId: readText(r, 'snapshot_id') ?? '',
    records: readInt(r, 'records') ?? 0,
    steps: readInt(r, 'steps') ?? 0,
    updatedAt: readText(r, 'updated_at') ?? '',
  }));
}
