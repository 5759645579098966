/** The labels a new location is offered, in order: the usual kinds of place. */
export const COMMON_LABELS = ['work', 'home', 'other'] as const;

/**
 * The label a new location starts with: the first common label the record does not use yet (the
 * label identifies a location, so a taken one would update that location instead), then "work 2",
 * "work 3"… Case is ignored, as the label check of the form ignores it. Linear in the labels given.
 */
export function suggestLabel(taken: readonly string[]): string {
  const used = new Set(taken.map((label) => label.trim().toLowerCase()));
  const free = COMMON_LABELS.find((label) => !used.has(label));
  if (free !== undefined) return free;
  // At most taken.length + 1 tries: each try skips one label that is in the set.
  for (let n = 2; ; n++) if (!used.has(`work ${n}`)) return `work ${n}`;
}
