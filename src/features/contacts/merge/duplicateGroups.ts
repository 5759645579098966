import type { Location } from '#xml/location';

/** A company or person as the duplicates screen compares it. */
export interface Candidate {
  id: number;
  label: string;
  /** The normalised name (duplicateKey.ts); '' compares with nothing. */
  nameKey: string;
  locations: readonly Pick<Location, 'email' | 'website'>[];
}

/** Why records were put together: a shared key. */
export interface DuplicateReason {
  kind: 'name' | 'email' | 'website';
  value: string;
}

export interface DuplicateGroup {
  records: { id: number; label: string }[];
  reasons: DuplicateReason[];
}

/** "Ada@Example.org " → "ada@example.org"; '' when it is no address. */
export function emailKey(email: string): string {
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key : '';
}

/**
 * "https://www.Northwind.com/" and "northwind.com" are one website: scheme, "www.", case of the
 * host, a trailing slash, query and fragment do not tell them apart.
 */
export function websiteKey(website: string): string {
  const bare = website
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[?#].*$/, '');
  const slash = bare.indexOf('/');
  const host = (slash < 0 ? bare : bare.slice(0, slash)).toLowerCase().replace(/^www\./, '');
  const path = slash < 0 ? '' : bare.slice(slash).replace(/\/+$/, '');
  return host.includes('.') ? host + path : '';
}

/**
 * The groups of records that share a normalised name, e-mail or website, directly or through
 * another record (A and B share a name, B and C a website: one group), largest first. Linear
 * in the number of records and keys (union-find over the first record seen with each key).
 */
export function groupDuplicates(candidates: readonly Candidate[]): DuplicateGroup[] {
  const parent = candidates.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      parent[at] = parent[parent[at]!]!;
      at = parent[at]!;
    }
    return at;
  };
  const firstWithKey = new Map<string, number>();
  const sharedKeys = new Map<string, DuplicateReason>();
  candidates.forEach((candidate, index) => {
    const keys: DuplicateReason[] = [];
    if (candidate.nameKey !== '') keys.push({ kind: 'name', value: candidate.nameKey });
    for (const location of candidate.locations) {
      const email = emailKey(location.email);
      if (email !== '') keys.push({ kind: 'email', value: email });
      const website = websiteKey(location.website);
      if (website !== '') keys.push({ kind: 'website', value: website });
    }
    for (const reason of keys) {
      const key = `${reason.kind} ${reason.value}`;
      const first = firstWithKey.get(key);
      if (first === undefined) firstWithKey.set(key, index);
      else if (first !== index) {
        parent[root(index)] = root(first);
        sharedKeys.set(key, reason);
      }
    }
  });
  const groups = new Map<number, DuplicateGroup>();
  candidates.forEach((candidate, index) => {
    const at = root(index);
    let group = groups.get(at);
    if (group === undefined) {
      group = { records: [], reasons: [] };
      groups.set(at, group);
    }
    group.records.push({ id: candidate.id, label: candidate.label });
  });
  for (const [key, reason] of sharedKeys) {
    const group = groups.get(root(firstWithKey.get(key)!))!;
    group.reasons.push(reason);
  }
  return [...groups.values()]
    .filter((group) => group.records.length > 1)
    .sort((a, b) => b.records.length - a.records.length || a.records[0]!.id - b.records[0]!.id);
}
