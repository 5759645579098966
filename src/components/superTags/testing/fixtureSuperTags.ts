import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRecordSuperTag, type RecordSuperTag, type SuperTagDefinition } from '#xml/superTag';
import { decodeRecordTags } from '#xml/tag';
import { child, parseXml, type XmlElement } from '#xml/tree';

/**
 * The SuperTags of the documented examples in `../shared/fixtures/docs/`: each as a record's values
 * and the definition those values imply (the examples show values, not definitions, so every field
 * is a text field named after its element with `_` read as a space, the API's naming rule).
 */
export interface FixtureSuperTag {
  file: string;
  definition: SuperTagDefinition;
  applied: RecordSuperTag;
}

// A path, not `new URL(…, import.meta.url)`: under jsdom Vite would turn that into an asset URL.
const DOCS = join(import.meta.dirname, '../../../../../shared/fixtures/docs');
const fixture = (name: string): XmlElement => parseXml(readFileSync(join(DOCS, name), 'utf8'));

function impliedDefinition(applied: RecordSuperTag): SuperTagDefinition {
  return {
    name: applied.name,
    fields: applied.fields.map((f) => ({
      name: f.element.replace(/_/g, ' '),
      type: 'Text',
      options: [],
      text: '',
    })),
  };
}

function fromRecordTags(file: string): FixtureSuperTag[] {
  return decodeRecordTags(child(fixture(file), 'tags'))
    .filter((tag) => tag.supertag)
    .map((tag) => {
      const applied: RecordSuperTag = { id: tag.id, name: tag.name, fields: tag.fields };
      return { file, applied, definition: impliedDefinition(applied) };
    });
}

function fromRecordSuperTag(file: string): FixtureSuperTag {
  const applied = decodeRecordSuperTag(fixture(file));
  return { file, applied, definition: impliedDefinition(applied) };
}

export const FIXTURE_SUPERTAGS: readonly FixtureSuperTag[] = [
  fromRecordSuperTag('supertag.record.response.xml'),
  ...fromRecordTags('company.show.response.xml'),
  ...fromRecordTags('person.show.response.xml'),
];
