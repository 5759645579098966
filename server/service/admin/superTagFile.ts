import {
  decodeSuperTagDefinition,
  type SuperTagDefinition,
  type SuperTagField,
} from '#xml/superTag';
import { canonicalType, definitionProblems } from '../account/superTagRules';
import { parseXml } from '#xml/tree';
import { AdminError } from './adminCommand';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ "name": "...", "fields": [{ "name", "type", "options": [...] }] }` → definition; problems are collected. */
function fromJson(value: unknown, problems: string[]): SuperTagDefinition {
  if (!isRecord(value)) {
    problems.push('The JSON must be an object: { "name": "...", "fields": [ ... ] }');
    return { name: '', fields: [] };
  }
  const name = typeof value['name'] === 'string' ? value['name'] : '';
  if (typeof value['name'] !== 'string') problems.push('"name" must be a string');
  if (!Array.isArray(value['fields'])) {
    problems.push('"fields" must be an array of { "name", "type", "options" }');
    return { name, fields: [] };
  }
  const fields = value['fields'].map((raw: unknown, index): SuperTagField => {
    const where = `fields[${index}]`;
    if (!isRecord(raw)) {
      problems.push(
        `${where} must be an object with "name", "type" and (for Multiple choice) "options"`,
      );
      return { name: '', type: '', options: [], text: '' };
    }
    if (typeof raw['name'] !== 'string') problems.push(`${where}.name must be a string`);
    if (typeof raw['type'] !== 'string')
      problems.push(`${where}.type must be "Multiple choice" or "Text"`);
    const options = raw['options'] ?? [];
    if (!Array.isArray(options) || options.some((o) => typeof o !== 'string'))
      problems.push(`${where}.options must be an array of strings`);
    return {
      name: typeof raw['name'] === 'string' ? raw['name'] : '',
      type: typeof raw['type'] === 'string' ? raw['type'] : '',
      options: Array.isArray(options)
        ? options.filter((o): o is string => typeof o === 'string')
        : [],
      text: '',
    };
  });
  return { name, fields };
}

function fromXml(text: string, problems: string[]): SuperTagDefinition {
  try {
    const root = parseXml(text);
    if (root.name !== 'super_tag') {
      problems.push(`The XML root must be <super_tag>, not <${root.name}>`);
      return { name: '', fields: [] };
    }
    return decodeSuperTagDefinition(root);
  } catch (error) {
    problems.push(
      `The XML is not a SuperTag definition: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { name: '', fields: [] };
  }
}

/**
 * A SuperTag definition file, as JSON or in the XML shape of GET /service/super_tags/{name}.xml
 * (told apart by the first character). Throws AdminError listing every problem found.
 */
export function parseSuperTagFile(text: string, fileName: string): SuperTagDefinition {
  const body = text.replace(/^\uFEFF/, '').trim();
  const problems: string[] = [];
  let definition: SuperTagDefinition;
  if (body.startsWith('<')) {
    definition = fromXml(body, problems);
  } else {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      throw new AdminError(
        `${fileName} is neither JSON nor XML: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    definition = fromJson(value, problems);
  }
  if (problems.length === 0) {
    definition = {
      name: definition.name.trim(),
      fields: definition.fields.map((f) => ({
        name: f.name.trim(),
        type: canonicalType(f.type),
        options: f.options.map((o) => o.trim()),
        text: f.text,
      })),
    };
    problems.push(...definitionProblems(definition));
  }
  if (problems.length > 0)
    throw new AdminError(
      `${fileName} is not a valid SuperTag definition:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return definition;
}
