import { XmlDecodeError } from './decodeError';
import type { XmlElement } from './tree';
import { listItems, readBool, readInt, readText, readWritten, requireRoot } from './values';
import { arrayElement, boolElement, intElement, textElement } from './writer';

/**
 * The account's deal stages (our extension): its ordered statuses, each open, closed-won or
 * closed-lost, some retired. `GET /service/deals/stages.xml` lists them for everyone (the board
 * needs each stage's kind); `/service/account/stages…` is where administrators change them. The
 * classic `deals/statuses.xml` lists the same names, retired ones left out, in the same order.
 */

/** Where a stage sits in a deal's life: still open, closed and won, or closed and lost. */
export type StageKind = 'open' | 'won' | 'lost';
export const STAGE_KINDS: readonly StageKind[] = ['open', 'won', 'lost'];

export interface DealStage {
  name: string;
  kind: StageKind;
  /** Offered for no new move and no board column; its deals keep it and stay readable. */
  retired: boolean;
  /** Deals holding the stage (in the administrators' list only). */
  deals?: number;
}

/** A stage as it should be; `was` renames an existing stage (the deals holding it follow). */
export interface DealStageWrite {
  name: string;
  was?: string;
  kind: StageKind;
  retired: boolean;
}

/** Deals moved from one stage to another (`POST /service/account/stages/moves.xml`). */
export interface StageMove {
  from: string;
  to: string;
  /** In the answer: how many deals moved. */
  deals?: number;
}

function readKind(el: XmlElement): StageKind {
  const text = readText(el, 'kind')?.trim().toLowerCase() ?? '';
  if (text === '') return 'open';
  const kind = STAGE_KINDS.find((k) => k === text);
  if (kind === undefined)
    throw new XmlDecodeError('invalid', 'Kind must be "open", "won" or "lost"');
  return kind;
}

function encodeStage(stage: DealStage): string {
  const deals = stage.deals === undefined ? '' : intElement('deals', stage.deals);
  return `<stage>${textElement('name', stage.name)}${textElement('kind', stage.kind)}${boolElement('retired', stage.retired)}${deals}</stage>`;
}

export function encodeStageList(stages: readonly DealStage[]): string {
  return arrayElement('stages', stages, encodeStage);
}

export function decodeStageList(el: XmlElement): DealStage[] {
  return listItems(requireRoot(el, 'stages'), 'stage').map((s) => {
    const deals = readInt(s, 'deals');
    return {
      name: readText(s, 'name')?.trim() ?? '',
      kind: readKind(s),
      retired: readBool(s, 'retired') ?? false,
      ...(deals === undefined ? {} : { deals }),
    };
  });
}

export function encodeStageListWrite(stages: readonly DealStageWrite[]): string {
  return arrayElement(
    'stages',
    stages,
    (s) =>
      `<stage>${textElement('name', s.name)}${s.was === undefined ? '' : textElement('was', s.was)}${textElement('kind', s.kind)}${boolElement('retired', s.retired)}</stage>`,
  );
}

/** The service's reading of the whole list; names trimmed, the rules (limits, clashes) are the service's. */
export function decodeStageListWrite(el: XmlElement): DealStageWrite[] {
  if (el.name !== 'stages')
    throw new XmlDecodeError('invalid', `Expected a <stages> list, got <${el.name}>`);
  return listItems(el, 'stage').map((s) => {
    const was = readWritten(s, 'was', true);
    return {
      name: readWritten(s, 'name', true) ?? '',
      ...(was === undefined || was === '' ? {} : { was }),
      kind: readKind(s),
      retired: readBool(s, 'retired') ?? false,
    };
  });
}

export function encodeStageMove(move: StageMove): string {
  const deals = move.deals === undefined ? '' : intElement('deals', move.deals);
  return `<move>${textElement('from', move.from)}${textElement('to', move.to)}${deals}</move>`;
}

export function decodeStageMove(el: XmlElement): StageMove {
  if (el.name !== 'move')
    throw new XmlDecodeError('invalid', `Expected a <move>, got <${el.name}>`);
  const deals = readInt(el, 'deals');
  return {
    from: readWritten(el, 'from', true) ?? '',
    to: readWritten(el, 'to', true) ?? '',
    ...(deals === undefined ? {} : { deals }),
  };
}

/** The stage kinds of the classic four, for a server that has no stages (`deals/stages.xml` 404). */
export function classicStageKind(status: string): StageKind {
  const key = status.toLowerCase();
  if (key === 'won') return 'won';
  return key === 'lost' || key === 'failure' ? 'lost' : 'open';
}
