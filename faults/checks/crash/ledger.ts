import type { Agent } from 'node:http';
import { parseXml } from '#xml/tree';
import { send } from '../../testing/http';
import { difference, sameFields, type Fields, type RecordKind } from './records';

/**
 * What the clients were told, kept to hold the service to it after a SIGKILL. Per record, the
 * last acknowledged state and the state of a request that was sent but never answered (each
 * client works on its own records one request at a time, so there is at most one). After a
 * restart the record must be in the acknowledged state, or in the unanswered one.
 */
export type State = { present: true; fields: Fields } | { present: false };

export interface Tracked {
  kind: RecordKind;
  id: number;
  acked: State;
  pending?: State;
}

export interface PendingCreate {
  kind: RecordKind;
  fields: Fields;
}

export class Ledger {
  readonly records: Tracked[] = [];
  /** Creations sent but not answered: they may or may not exist after the restart. */
  pendingCreates: PendingCreate[] = [];
  acknowledged = 0;
}

export interface Verification {
  problems: string[];
  /** Records whose state after the restart was checked. */
  checked: number;
  /** Unanswered creations found committed (each matched to what was sent). */
  adoptedCreates: number;
}

const PAGE = 500;

async function show(
  baseUrl: string,
  token: string,
  agent: Agent,
  tracked: Tracked,
): Promise<State | string> {
  const answer = await send(baseUrl, {
    path: `/service/${tracked.kind.collection}/${tracked.id}.xml`,
    token,
    agent,
    timeoutMs: 60_000,
  });
  if (answer.status === 404) return { present: false };
  if (answer.status !== 200)
    return `GET ${tracked.kind.collection}/${tracked.id} answered ${answer.status}`;
  return { present: true, fields: tracked.kind.read(answer.text) };
}

function matches(expected: State | undefined, actual: State): boolean {
  if (expected === undefined || expected.present !== actual.present) return false;
  return !expected.present || (actual.present && sameFields(expected.fields, actual.fields));
}

function describe(tracked: Tracked, actual: State): string {
  const where = `${tracked.kind.collection}/${tracked.id}`;
  if (tracked.acked.present && !actual.present) return `${where}: acknowledged record is gone`;
  if (!tracked.acked.present && actual.present) return `${where}: acknowledged delete undone`;
  if (tracked.acked.present && actual.present)
    return `${where}: acknowledged write damaged or lost (${difference(tracked.acked.fields, actual.fields)})`;
  return `${where}: unexpected state`;
}

async function listIds(
  baseUrl: string,
  token: string,
  agent: Agent,
  kind: RecordKind,
): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const answer = await send(baseUrl, {
      path: `/service/${kind.collection}.xml?offset=${offset}&limit=${PAGE}`,
      token,
      agent,
      timeoutMs: 60_000,
    });
    if (answer.status !== 200)
      throw new Error(`listing ${kind.collection} answered ${answer.status}`);
    const items = parseXml(answer.text).children;
    for (const item of items) ids.push(Number(item.children.find((c) => c.name === 'id')?.text));
    if (items.length < PAGE) return ids;
  }
}

/**
 * Checks every tracked record against the ledger, then accounts for records nobody was told
 * about: each must be one of the unanswered creations, matched by its unique label. Afterwards
 * the ledger holds what is really stored, ready for the next round.
 */
export async function verifyAfterRestart(
  ledger: Ledger,
  kinds: readonly RecordKind[],
  baseUrl: string,
  token: string,
  agent: Agent,
): Promise<Verification> {
  const problems: string[] = [];
  const queue = [...ledger.records];
  const worker = async (): Promise<void> => {
    for (let tracked = queue.pop(); tracked !== undefined; tracked = queue.pop()) {
      const actual = await show(baseUrl, token, agent, tracked);
      if (typeof actual === 'string') {
        problems.push(actual);
        continue;
      }
      if (!matches(tracked.acked, actual) && !matches(tracked.pending, actual))
        problems.push(describe(tracked, actual));
      tracked.acked = actual;
      delete tracked.pending;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));

  let adoptedCreates = 0;
  const known = new Set(ledger.records.map((t) => `${t.kind.collection}/${t.id}`));
  for (const kind of kinds) {
    for (const id of await listIds(baseUrl, token, agent, kind)) {
      if (known.has(`${kind.collection}/${id}`)) continue;
      const found: Tracked = { kind, id, acked: { present: false } };
      const actual = await show(baseUrl, token, agent, found);
      if (typeof actual === 'string' || !actual.present) {
        problems.push(`${kind.collection}/${id} is listed but cannot be shown`);
        continue;
      }
      const sent = ledger.pendingCreates.findIndex(
        (p) => p.kind === kind && sameFields(p.fields, actual.fields),
      );
      if (sent === -1) {
        problems.push(
          `${kind.collection}/${id} exists but no client created it (or it was damaged): ${JSON.stringify(actual.fields).slice(0, 120)}`,
        );
        continue;
      }
      ledger.pendingCreates.splice(sent, 1);
      found.acked = actual;
      ledger.records.push(found);
      adoptedCreates++;
    }
  }
  ledger.pendingCreates = [];
  return { problems, checked: ledger.records.length, adoptedCreates };
}
