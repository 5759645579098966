import type { MergeChoices } from './mergePlan';
import { CHOSEN_FIELDS, type ChosenField, type MergeSnapshot } from './mergeSnapshot';
import { mergeMessages } from './messages';

/** How the merge screen names each field, in the current language. */
export function fieldLabel(field: ChosenField): string {
  return mergeMessages.t(`field.${field}`);
}

/** One value a field can take, and the first record that holds it. */
export interface FieldOption {
  recordId: number;
  value: string | number | null;
}

/** The fields whose value differs between the records, each with its distinct values. */
export function differingFields(
  snapshot: MergeSnapshot,
): { field: ChosenField; options: FieldOption[] }[] {
  return CHOSEN_FIELDS[snapshot.collection].flatMap((field) => {
    const options: FieldOption[] = [];
    for (const record of snapshot.records) {
      const value = record.fields[field] ?? null;
      if (!options.some((option) => option.value === value))
        options.push({ recordId: record.id, value });
    }
    return options.length > 1 ? [{ field, options }] : [];
  });
}

const isBlank = (value: FieldOption['value']) => value === null || value === '';

/**
 * The choices the screen starts from: the survivor's value, unless it is blank and another record
 * has one (a merge keeps a filled-in value rather than an empty one).
 */
export function defaultChoices(snapshot: MergeSnapshot, survivorId: number): MergeChoices {
  const winners: MergeChoices['winners'] = {};
  for (const { field, options } of differingFields(snapshot)) {
    const own = snapshot.records.find((r) => r.id === survivorId)?.fields[field] ?? null;
    const filled = options.find((option) => !isBlank(option.value));
    winners[field] = isBlank(own) && filled !== undefined ? filled.recordId : survivorId;
  }
  return { survivorId, winners };
}
