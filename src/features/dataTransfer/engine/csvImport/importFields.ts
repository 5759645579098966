import type { SuperTagDefinition } from '#xml/superTag';
import { LANGUAGES, NAME_OR_LAST_NAME } from './headerSpellings';

export type { FieldKey, ImportKind } from './fieldKeys';
import type { FieldKey, ImportKind } from './fieldKeys';
import { engineMessages } from '../messages';

/** Where one column goes: a field, one field of a SuperTag, or nowhere. */
export type ColumnTarget =
  | { kind: 'field'; key: FieldKey }
  | { kind: 'superTag'; tag: string; field: string }
  | { kind: 'ignore' };

const LOCATION: FieldKey[] = [
  'email',
  'website',
  'phone',
  'cell',
  'fax',
  'street',
  'street2',
  'city',
  'state',
  'postalCode',
  'country',
  'locationLabel',
];

/** The fields of each kind, in the order the mapping offers them. */
export const KIND_FIELDS: Readonly<Record<ImportKind, readonly FieldKey[]>> = {
  companies: ['name', ...LOCATION, 'tags', 'notes'],
  people: ['name', 'firstName', 'lastName', 'title', 'company', ...LOCATION, 'tags', 'notes'],
  deals: ['name', 'amount', 'status', 'contact', 'assignee', 'tags', 'notes'],
  todos: ['name', 'dueDate', 'assignee', 'tags', 'notes'],
};

/** Each field's label's message key (engine/messages.en.ts). */
const LABELS = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  // eslint-disable-next-line no-restricted-syntax -- a message key, not text
  title: 'field.jobTitle',
  email: 'field.email',
  website: 'field.website',
  phone: 'field.phone',
  cell: 'field.cell',
  fax: 'field.fax',
  street: 'field.street',
  street2: 'field.street2',
  city: 'field.city',
  state: 'field.state',
  postalCode: 'field.postalCode',
  country: 'field.country',
  locationLabel: 'field.locationLabel',
  tags: 'field.tags',
  notes: 'field.notes',
  company: 'field.company',
  amount: 'field.amount',
  status: 'field.status',
  contact: 'field.contact',
  assignee: 'field.assignee',
  dueDate: 'field.dueDate',
} as const satisfies Readonly<Record<Exclude<FieldKey, 'name'>, string>>;

/** `Straße | Strasse` → normalised spellings. */
const split = (list: string | undefined): string[] =>
  (list ?? '')
    .split('|')
    .map(normaliseHeader)
    .filter((s) => s !== '');

/** Per kind, each field's normalised spellings in every language (headerSpellings.ts). */
const SPELLINGS: Readonly<Record<ImportKind, ReadonlyMap<FieldKey, ReadonlySet<string>>>> = (() => {
  const byKind = {} as Record<ImportKind, Map<FieldKey, Set<string>>>;
  for (const kind of Object.keys(KIND_FIELDS) as ImportKind[]) {
    const map = new Map<FieldKey, Set<string>>();
    for (const key of KIND_FIELDS[kind]) {
      const all = new Set<string>();
      for (const language of LANGUAGES)
        for (const s of split(key === 'name' ? language.name[kind] : language.fields[key]))
          all.add(s);
      map.set(key, all);
    }
    byKind[kind] = map;
  }
  return byKind;
})();

/** The normalised spellings that mean `key` in a file of `kind`. */
export function spellingsOf(key: FieldKey, kind: ImportKind): ReadonlySet<string> {
  return SPELLINGS[kind].get(key) ?? new Set();
}

const NAME_OR_LAST = new Set(split(NAME_OR_LAST_NAME));

export function fieldLabel(key: FieldKey, kind?: ImportKind): string {
  const { t } = engineMessages;
  if (key === 'name')
    return kind === 'deals' || kind === 'todos'
      ? t('field.title')
      : kind === 'people'
        ? t('field.fullName')
        : t('field.name');
  if (key === 'notes' && (kind === 'deals' || kind === 'todos')) return t('field.description');
  return t(LABELS[key]);
}

/** Lower case, letters and digits only, accents dropped: `E-mail Address` → `emailaddress`, `Straße` → `strasse`. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * What the mapping lacks for the dry run to go on: no column for the record's name (a person's
 * full, first or last name). One sentence for the whole file, instead of "The name is missing"
 * on every row.
 */
export function missingNameColumn(
  kind: ImportKind,
  mapping: readonly ColumnTarget[],
): string | null {
  const mapped = (key: FieldKey) => mapping.some((t) => t.kind === 'field' && t.key === key);
  if (mapped('name') || (kind === 'people' && (mapped('firstName') || mapped('lastName'))))
    return null;
  return engineMessages.t(`import.chooseName.${kind}`);
}

/** SuperTags the kind can carry (api.md: companies, people and deals). */
export function superTagsApply(kind: ImportKind): boolean {
  return kind !== 'todos';
}

/**
 * Each header's target: a SuperTag field when the header names it (`Customer profile: Interest`,
 * `Customer profile - Interest`, or just `Interest` when no other field claims it), else the
 * field whose spellings (in English, German, French, Spanish or Dutch) include it, else ignored.
 * A field is given to its first column only.
 */
export function matchHeaders(
  headers: readonly string[],
  kind: ImportKind,
  superTags: readonly SuperTagDefinition[] = [],
): ColumnTarget[] {
  const taken = new Set<string>();
  const fields = KIND_FIELDS[kind];
  const definitions = superTagsApply(kind) ? superTags : [];
  const targets = headers.map((header): ColumnTarget => {
    const normal = normaliseHeader(header);
    if (normal === '') return { kind: 'ignore' };
    for (const definition of definitions) {
      for (const field of definition.fields) {
        const fieldNormal = normaliseHeader(field.name);
        if (fieldNormal === '') continue;
        const key = `${definition.name}\u0000${field.name}`;
        if (taken.has(key)) continue;
        if (normal === normaliseHeader(definition.name) + fieldNormal) {
          taken.add(key);
          return { kind: 'superTag', tag: definition.name, field: field.name };
        }
      }
    }
    for (const key of fields) {
      if (taken.has(key)) continue;
      if (spellingsOf(key, kind).has(normal)) {
        taken.add(key);
        return { kind: 'field', key };
      }
    }
    for (const definition of definitions) {
      for (const field of definition.fields) {
        const key = `${definition.name}\u0000${field.name}`;
        if (!taken.has(key) && normal === normaliseHeader(field.name)) {
          taken.add(key);
          return { kind: 'superTag', tag: definition.name, field: field.name };
        }
      }
    }
    return { kind: 'ignore' };
  });
  return kind === 'people' ? nameAsLastName(headers, targets) : targets;
}

/** `Vorname;Name`: the bare `Name` beside a first name and no last name is the last name. */
function nameAsLastName(headers: readonly string[], targets: ColumnTarget[]): ColumnTarget[] {
  const has = (key: FieldKey) => targets.some((t) => t.kind === 'field' && t.key === key);
  if (!has('firstName') || has('lastName')) return targets;
  return targets.map((target, column) =>
    target.kind === 'field' &&
    target.key === 'name' &&
    NAME_OR_LAST.has(normaliseHeader(headers[column] ?? ''))
      ? { kind: 'field', key: 'lastName' }
      : target,
  );
}

/** `field:name`, `supertag:Customer profile:Interest`, `ignore`: a target as a select's value. */
export function targetValue(target: ColumnTarget): string {
  if (target.kind === 'field') return `field:${target.key}`;
  if (target.kind === 'superTag') return `supertag:${JSON.stringify([target.tag, target.field])}`;
  return 'ignore';
}

export function targetFromValue(value: string): ColumnTarget {
  if (value.startsWith('field:'))
    return { kind: 'field', key: value.slice('field:'.length) as FieldKey };
  if (value.startsWith('supertag:')) {
    const [tag, field] = JSON.parse(value.slice('supertag:'.length)) as [string, string];
    return { kind: 'superTag', tag, field };
  }
  return { kind: 'ignore' };
}
