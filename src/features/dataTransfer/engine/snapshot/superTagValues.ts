import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import { elementKey, fieldElementNames, isMultipleChoice } from '#xml/superTagNames';
import type { SuperTagFieldValue } from '#xml/tag';
import { engineMessages } from '../messages';

export interface SuperTagValuesResult {
  values: SuperTagWrite;
  /** Values the definition cannot take: a field it lacks, an option it does not have. */
  problems: string[];
}

/**
 * A record's SuperTag values as read (keyed by element name: `Twitter_username`, `Interests`) →
 * the PUT values of a definition (keyed by the field's real name), checked against that
 * definition: on restore it is the target account's, which may differ from the source's.
 */
export function superTagValuesFor(
  definition: SuperTagDefinition,
  read: readonly SuperTagFieldValue[],
): SuperTagValuesResult {
  // Field names are user data (`__proto__` is a possible one): no prototype to write through.
  const values = Object.create(null) as SuperTagWrite;
  const problems: string[] = [];
  const used = new Set<SuperTagFieldValue>();
  for (const field of definition.fields) {
    if (field.name.trim() === '') continue;
    const names = fieldElementNames(field.name, field.type);
    const keys = new Set([elementKey(names.element), elementKey(names.item)]);
    const value = read.find((v) => keys.has(elementKey(v.element)));
    if (value === undefined) continue;
    used.add(value);
    const texts = value.kind === 'choices' ? value.values : [value.value];
    if (isMultipleChoice(field.type)) {
      const chosen: string[] = [];
      for (const text of texts) {
        const option = field.options.find((o) => o.toLowerCase() === text.trim().toLowerCase());
        if (option === undefined)
          problems.push(
            engineMessages.t('restore.value.noOption', {
              tag: definition.name,
              value: text,
              field: field.name,
            }),
          );
        else chosen.push(option);
      }
      values[field.name] = chosen;
    } else values[field.name] = texts.join(', ');
  }
  for (const value of read)
    if (!used.has(value))
      problems.push(
        engineMessages.t('restore.value.noField', {
          tag: definition.name,
          field: value.element.replace(/_/g, ' '),
        }),
      );
  return { values, problems };
}
