import { superTagDefinitionProblems, type SuperTagDefinition } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';

/**
 * The rules a SuperTag definition follows wherever it comes from: `npm run admin --
 * define-supertag`, the demo data and the account settings' endpoints.
 */

/** At most this many fields per SuperTag and options per multiple-choice field. */
export const SUPERTAG_LIMITS = { fields: 50, options: 100 } as const;

const TYPES = ['Multiple choice', 'Text'] as const;

/** `multiple choice` → `Multiple choice`: the two known types in their canonical spelling. */
export function canonicalType(type: string): string {
  return TYPES.find((t) => t.toLowerCase() === type.trim().toLowerCase()) ?? type;
}

/** Rules beyond the codec's: one to 50 fields, options (1–100, each once) only for multiple choice. */
function fieldProblems(definition: SuperTagDefinition): string[] {
  const problems: string[] = [];
  if (definition.fields.length === 0) problems.push('A SuperTag needs at least one field');
  if (definition.fields.length > SUPERTAG_LIMITS.fields)
    problems.push(`A SuperTag has at most ${SUPERTAG_LIMITS.fields} fields`);
  for (const field of definition.fields.slice(0, SUPERTAG_LIMITS.fields)) {
    if (isMultipleChoice(field.type) && field.options.filter((o) => o.trim() !== '').length === 0)
      problems.push(`Field ${field.name}: a Multiple choice field needs at least one option`);
    if (field.options.length > SUPERTAG_LIMITS.options)
      problems.push(`Field ${field.name}: at most ${SUPERTAG_LIMITS.options} options`);
    if (!isMultipleChoice(field.type) && field.options.length > 0)
      problems.push(`Field ${field.name}: a Text field has no options`);
    const seen = new Set<string>();
    for (const option of field.options.slice(0, SUPERTAG_LIMITS.options)) {
      if (seen.has(option.toLowerCase()))
        problems.push(`Field ${field.name}: option "${option}" is listed twice`);
      seen.add(option.toLowerCase());
    }
  }
  return problems;
}

/** Every problem of a trimmed definition, each once per rule broken; [] when it can be defined. */
export function definitionProblems(definition: SuperTagDefinition): string[] {
  // Past the limits nothing more is read: a hostile body's size stays the limits' size.
  const bounded = {
    name: definition.name,
    fields: definition.fields
      .slice(0, SUPERTAG_LIMITS.fields)
      .map((f) => ({ ...f, options: f.options.slice(0, SUPERTAG_LIMITS.options) })),
  };
  return [...new Set([...superTagDefinitionProblems(bounded), ...fieldProblems(definition)])];
}
