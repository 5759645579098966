import { engineMessages } from '../messages';
import type { Snapshot } from './snapshotModel';

type Noun = 'company' | 'person' | 'deal' | 'todo' | 'communication';

/** Duplicates named in the message at most; the rest are counted. */
const NAMED = 20;

/**
 * Two records of a kind sharing an id would be restored as one (the journal and every relation
 * map old ids to new), so such a snapshot is refused whole. Companies and people count as one
 * kind: they share the source's contact ids, and relations name a contact by id alone.
 * Returns the sentence to refuse with, or null. Linear in the records.
 */
export function duplicateIdsMessage(snapshot: Snapshot): string | null {
  const { t } = engineMessages;
  const duplicates: string[] = [];
  function scan(ids: Iterable<[number, Noun]>): void {
    const seen = new Map<number, Noun>();
    const reported = new Set<number>();
    for (const [id, noun] of ids) {
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, noun);
        continue;
      }
      if (reported.has(id)) continue;
      reported.add(id);
      // Only contacts mix two nouns: a company and a person sharing the source's contact id.
      duplicates.push(
        first === noun
          ? t(`snapshot.duplicate.${noun}`, { id })
          : t(
              first === 'company'
                ? 'snapshot.duplicate.companyAndPerson'
                : 'snapshot.duplicate.personAndCompany',
              { id },
            ),
      );
    }
  }
  function* contacts(): Iterable<[number, Noun]> {
    for (const c of snapshot.companies) yield [c.id, 'company'];
    for (const p of snapshot.people) yield [p.id, 'person'];
  }
  scan(contacts());
  scan(snapshot.deals.map((d) => [d.id, 'deal'] as [number, Noun]));
  scan(snapshot.todos.map((todo) => [todo.id, 'todo'] as [number, Noun]));
  scan(snapshot.communications.map((c) => [c.communication.id, 'communication'] as [number, Noun]));
  if (duplicates.length === 0) return null;
  const ids = duplicates.slice(0, NAMED).join(', ');
  return duplicates.length > NAMED
    ? t('snapshot.duplicatesMore', { ids, more: duplicates.length - NAMED })
    : t('snapshot.duplicates', { ids });
}
