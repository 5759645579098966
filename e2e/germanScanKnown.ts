/**
 * English the German console still shows, each kept by the file that will translate it (another
 * change owns those files). The German scan passes over exactly these strings until then.
 */
export const KNOWN_ENGLISH: ReadonlySet<string> = new Set<string>([
  // src/features/deals/DealsTable.tsx writes the deal's status as the API names it (stage and
  // status naming in src/features/deals is being translated by another change).
  'pending',
  'won',
  'lost',
  'failure',
]);
