import type { Snapshot } from './snapshotModel';

/** Duplicates named in the message at most; the rest are counted. */
const NAMED = 20;

/**
 * Two records of a kind sharing an id would be restored as one (the journal and every relation
 * map old ids to new), so such a snapshot is refused whole. Companies and people count as one
 * kind: they share the source's contact ids, and relations name a contact by id alone.
 * Returns the sentence to refuse with, or null. Linear in the records.
 */
export function duplicateIdsMessage(snapshot: Snapshot): string | null {
  const duplicates: string[] = [];
  function scan(kind: string, ids: Iterable<[number, string]>): void {
    const seen = new Map<number, string>();
    const reported = new Set<number>();
    for (const [id, noun] of ids) {
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, noun);
        continue;
      }
      if (reported.has(id)) continue;
      reported.add(id);
      duplicates.push(
        first === noun ? `${noun} #${id}` : `${kind} #${id} (a ${first} and a ${noun})`,
      );
    }
  }
  function* contacts(): Iterable<[number, string]> {
    for (const c of snapshot.companies) yield [c.id, 'company'];
    for (const p of snapshot.people) yield [p.id, 'person'];
  }
  scan('contact', contacts());
  scan(
    'deal',
    snapshot.deals.map((d) => [d.id, 'deal'] as [number, string]),
  );
  scan(
    'to-do',
    snapshot.todos.map((t) => [t.id, 'to-do'] as [number, string]),
  );
  scan(
    'communication',
    snapshot.communications.map((c) => [c.communication.id, 'communication'] as [number, string]),
  );
  if (duplicates.length === 0) return null;
  const more = duplicates.length > NAMED ? ` and ${duplicates.length - NAMED} more` : '';
  return `The snapshot holds more than one record with the same id, which a restore would merge into one: ${duplicates.slice(0, NAMED).join(', ')}${more}. Ids must be unique within a kind; nothing was written`;
}
