/** A form's text per field key: what the three-way merge compares. */
export type FieldValues<K extends string> = Record<K, string>;

/**
 * Three-way comparison of an edit that met a newer version (412): `base` is what the form
 * started from, `mine` what the user typed, `theirs` what the server holds now.
 * - `unchanged`: nobody changed the field;
 * - `mine` / `theirs`: only that side changed it;
 * - `same`: both changed it to the same text;
 * - `clash`: both changed it differently — the only case a person has to decide.
 */
export type FieldChange = 'unchanged' | 'mine' | 'theirs' | 'same' | 'clash';

export function fieldChange(base: string, mine: string, theirs: string): FieldChange {
  const mineChanged = mine !== base;
  const theirsChanged = theirs !== base;
  if (mineChanged && theirsChanged) return mine === theirs ? 'same' : 'clash';
  if (mineChanged) return 'mine';
  if (theirsChanged) return 'theirs';
  return 'unchanged';
}

/** The fields both sides changed differently. */
export function clashingFields<K extends string>(
  keys: readonly K[],
  base: FieldValues<K>,
  mine: FieldValues<K>,
  theirs: FieldValues<K>,
): K[] {
  return keys.filter((key) => fieldChange(base[key], mine[key], theirs[key]) === 'clash');
}

/**
 * The values to save: the user's where they changed a field (a clash included: choosing "save
 * mine" decides those), the current version's everywhere else, so a field only someone else
 * changed keeps their change instead of being put back.
 */
export function mergedValues<K extends string>(
  keys: readonly K[],
  base: FieldValues<K>,
  mine: FieldValues<K>,
  theirs: FieldValues<K>,
): FieldValues<K> {
  const merged = { ...theirs };
  for (const key of keys) if (mine[key] !== base[key]) merged[key] = mine[key];
  return merged;
}
