import type { SnapshotScope } from '../engine/snapshot/exportSnapshot';
import { snapshotCounts, type Snapshot, type SnapshotKind } from '../engine/snapshot/snapshotModel';
import { snapshotMessages } from './messages';

export type ScopeKind = SnapshotScope['kind'];

/** The export's scopes, each with its label's message key. */
export const SCOPES = [
  { value: 'account', key: 'scope.account' },
  { value: 'companies', key: 'scope.companies' },
  { value: 'people', key: 'scope.people' },
  { value: 'deals', key: 'scope.deals' },
] as const satisfies readonly { value: ScopeKind; key: string }[];

export interface ScopeFields {
  kind: ScopeKind;
  name: string;
  tag: string;
  status: string;
}

/** The scope from the URL (`/snapshot?scope=companies&name=Acme&tag=vip`): list screens link here with their filters. */
export function scopeFrom(params: URLSearchParams): ScopeFields {
  const kind = params.get('scope');
  return {
    kind: kind === 'companies' || kind === 'people' || kind === 'deals' ? kind : 'account',
    name: params.get('name') ?? params.get('title') ?? '',
    tag: params.get('tag') ?? '',
    status: params.get('status') ?? '',
  };
}

export function buildScope({ kind, name, tag, status }: ScopeFields): SnapshotScope {
  const clean = (v: string) => (v.trim() === '' ? undefined : v.trim());
  if (kind === 'companies') return { kind, search: { name: clean(name), tag: clean(tag) } };
  if (kind === 'people') return { kind, search: { name: clean(name), tag: clean(tag) } };
  if (kind === 'deals')
    return { kind, search: { title: clean(name), tag: clean(tag), status: clean(status) } };
  return { kind: 'account' };
}

const COUNT_KEYS = {
  companies: 'counts.companies',
  people: 'counts.people',
  deals: 'counts.deals',
  todos: 'counts.todos',
  communications: 'counts.communications',
} as const satisfies Record<SnapshotKind, string>;

/** "3 companies, 10 people, …" in the current language. */
export const countsText = (snapshot: Snapshot) =>
  Object.entries(snapshotCounts(snapshot))
    .map(([kind, n]) => snapshotMessages.t(COUNT_KEYS[kind as SnapshotKind], { count: n }))
    .join(snapshotMessages.t('counts.separator'));
