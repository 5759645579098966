import { decodeCommunication, encodeCommunication } from '#xml/communication';
import { decodeCompany, encodeCompany } from '#xml/company';
import { decodeDeal, encodeDeal } from '#xml/deal';
import { XmlDecodeError } from '#xml/decodeError';
import { decodeParticipantList, encodeParticipantList } from '#xml/participant';
import { decodePerson, encodePerson } from '#xml/person';
import { decodeSuperTagDefinitionList, encodeSuperTagDefinitionList } from '#xml/superTag';
import { decodeTagList, encodeTagList } from '#xml/tag';
import { decodeTodo, encodeTodo } from '#xml/todo';
import { child, parseXml, type XmlElement } from '#xml/tree';
import { decodeUserList, encodeUserList } from '#xml/user';
import { listItems, parseIntText } from '#xml/values';
import { arrayElement, escapeXml, XML_DECLARATION } from '#xml/writer';
import { engineMessages } from '../messages';
import { duplicateIdsMessage } from './snapshotIds';
import { SNAPSHOT_VERSION, type Snapshot, type SnapshotCommunication } from './snapshotModel';

/**
 * The snapshot document (docs/snapshot-format.md): one `<snapshot version="1">` holding the
 * API's own list elements, written and read by the `#xml` codec, so a snapshot reads like a
 * series of API answers:
 *
 *   <snapshot version="1" exported_at="2026-05-01T10:00:00.000Z" scope="account">
 *     <users type="array">…</users>  <super_tags type="array">…</super_tags>  <tags type="array">…</tags>
 *     <companies type="array">…</companies>  <people type="array">…</people>  <deals type="array">…</deals>
 *     <todos type="array">…</todos>  <communications type="array">…</communications>
 *     <communication_participants><participants communication_id="7" type="array">…</participants>…</communication_participants>
 *     <end records="123"/>
 *   </snapshot>
 *
 * `<end>` comes last and counts the records: a document cut short is refused even when what is
 * left happens to be well-formed. Two records of a kind with one id are refused too (see
 * snapshotIds.ts).
 */

export class SnapshotFormatError extends Error {
  override readonly name = 'SnapshotFormatError';
}

function recordCount(snapshot: Snapshot): number {
  return (
    snapshot.companies.length +
    snapshot.people.length +
    snapshot.deals.length +
    snapshot.todos.length +
    snapshot.communications.length
  );
}

export function encodeSnapshot(snapshot: Snapshot): string {
  const participants = snapshot.communications
    .map(({ communication, participants: list }) =>
      encodeParticipantList(list).replace(
        '<participants',
        `<participants communication_id="${communication.id}"`,
      ),
    )
    .join('\n');
  return (
    XML_DECLARATION +
    `<snapshot version="${SNAPSHOT_VERSION}" exported_at="${escapeXml(snapshot.exportedAt)}" scope="${escapeXml(snapshot.scope)}">\n` +
    `${encodeUserList(snapshot.users)}\n` +
    `${encodeSuperTagDefinitionList(snapshot.superTags)}\n` +
    `${encodeTagList(snapshot.tags)}\n` +
    `${arrayElement('companies', snapshot.companies, (c) => `\n${encodeCompany(c)}`)}\n` +
    `${arrayElement('people', snapshot.people, (p) => `\n${encodePerson(p)}`)}\n` +
    `${arrayElement('deals', snapshot.deals, (d) => `\n${encodeDeal(d)}`)}\n` +
    `${arrayElement('todos', snapshot.todos, (t) => `\n${encodeTodo(t)}`)}\n` +
    `${arrayElement('communications', snapshot.communications, (c) => `\n${encodeCommunication(c.communication)}`)}\n` +
    `<communication_participants>\n${participants}\n</communication_participants>\n` +
    `<end records="${recordCount(snapshot)}"/>\n</snapshot>\n`
  );
}

function section(root: XmlElement, name: string): XmlElement {
  const el = child(root, name);
  if (el === undefined)
    throw new SnapshotFormatError(engineMessages.t('snapshot.noSection', { name }));
  return el;
}

function decodeEach<T>(container: XmlElement, item: string, decode: (el: XmlElement) => T): T[] {
  return listItems(container, item).map((el, index) => {
    try {
      return decode(el);
    } catch (error) {
      throw new SnapshotFormatError(
        engineMessages.t('snapshot.itemUnreadable', {
          item,
          index: index + 1,
          container: container.name,
          reason: (error as Error).message,
        }),
      );
    }
  });
}

/**
 * Reads a whole snapshot document, or throws SnapshotFormatError saying what is wrong: not XML, cut
 * short, another version, a record that does not decode. Nothing partial is ever returned, so a
 * restore checks the whole file before it writes anything.
 */
export function decodeSnapshot(text: string): Snapshot {
  let root: XmlElement;
  try {
    root = parseXml(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason =
      error instanceof XmlDecodeError || error instanceof Error ? error.message : String(error);
    throw new SnapshotFormatError(engineMessages.t('snapshot.notXml', { reason }));
  }
  if (root.name !== 'snapshot')
    throw new SnapshotFormatError(engineMessages.t('snapshot.notSnapshot', { name: root.name }));
  const version = root.attrs['version'];
  if (version !== String(SNAPSHOT_VERSION))
    throw new SnapshotFormatError(
      engineMessages.t('snapshot.version', {
        version: version ?? engineMessages.t('snapshot.noVersion'),
        supported: SNAPSHOT_VERSION,
      }),
    );

  const byCommunication = new Map<number, SnapshotCommunication['participants']>();
  for (const list of listItems(section(root, 'communication_participants'), 'participants')) {
    const id = parseIntText(list.attrs['communication_id'] ?? '', 'communication_id');
    if (byCommunication.has(id))
      throw new SnapshotFormatError(engineMessages.t('snapshot.participantsTwice', { id }));
    byCommunication.set(
      id,
      wrap('participants', () => decodeParticipantList(list)),
    );
  }
  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    exportedAt: root.attrs['exported_at'] ?? '',
    scope: root.attrs['scope'] ?? 'account',
    users: wrap('users', () => decodeUserList(section(root, 'users'))),
    superTags: wrap('super_tags', () => decodeSuperTagDefinitionList(section(root, 'super_tags'))),
    tags: wrap('tags', () => decodeTagList(section(root, 'tags'))),
    companies: decodeEach(section(root, 'companies'), 'company', decodeCompany),
    people: decodeEach(section(root, 'people'), 'person', decodePerson),
    deals: decodeEach(section(root, 'deals'), 'deal', decodeDeal),
    todos: decodeEach(section(root, 'todos'), 'todo', decodeTodo),
    communications: decodeEach(
      section(root, 'communications'),
      'communication',
      decodeCommunication,
    ).map((communication) => ({
      communication,
      participants: byCommunication.get(communication.id) ?? [],
    })),
  };
  const end = section(root, 'end');
  const expected = Number(end.attrs['records']);
  if (!Number.isInteger(expected) || expected !== recordCount(snapshot)) {
    throw new SnapshotFormatError(
      engineMessages.t('snapshot.incomplete', {
        expected: end.attrs['records'] ?? '?',
        read: recordCount(snapshot),
      }),
    );
  }
  const duplicates = duplicateIdsMessage(snapshot);
  if (duplicates !== null) throw new SnapshotFormatError(duplicates);
  return snapshot;
}

function wrap<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SnapshotFormatError) throw error;
    throw new SnapshotFormatError(
      engineMessages.t('snapshot.partUnreadable', { name, reason: (error as Error).message }),
    );
  }
}
