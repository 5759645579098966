import type { SnapshotScope } from '../engine/snapshot/exportSnapshot';
import { snapshotCounts, type Snapshot } from '../engine/snapshot/snapshotModel';

export type ScopeKind = SnapshotScope['kind'];

export const SCOPES: { value: ScopeKind; label: string }[] = [
  { value: 'account', label: 'The whole account' },
  { value: 'companies', label: 'Companies matching' },
  { value: 'people', label: 'People matching' },
  { value: 'deals', label: 'Deals matching' },
];

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

export const countsText = (snapshot: Snapshot) =>
  Object.entries(snapshotCounts(snapshot))
    .map(([kind, n]) => `${n} ${kind === 'todos' ? 'to-dos' : kind}`)
    .join(', ');
