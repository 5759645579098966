import type { SuperTagDefinition } from '#xml/superTag';

/** What a CSV file can create: companies, people, deals or to-dos (one kind per file). */
export type ImportKind = 'companies' | 'people' | 'deals' | 'todos';

export type FieldKey =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'title'
  | 'email'
  | 'phone'
  | 'street'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'locationLabel'
  | 'tags'
  | 'notes'
  | 'company'
  | 'amount'
  | 'status'
  | 'contact'
  | 'assignee'
  | 'dueDate';

/** Where one column goes: a field, one field of a SuperTag, or nowhere. */
export type ColumnTarget =
  | { kind: 'field'; key: FieldKey }
  | { kind: 'superTag'; tag: string; field: string }
  | { kind: 'ignore' };

interface FieldInfo {
  label: string;
  /** Header spellings that mean this field, normalised (lower case, letters and digits only). */
  headers: string[];
}

const LOCATION: FieldKey[] = [
  'email',
  'phone',
  'street',
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

const FIELDS: Readonly<Record<FieldKey, FieldInfo>> = {
  name: { label: 'Name', headers: [] },
  firstName: { label: 'First name', headers: ['firstname', 'first', 'givenname', 'forename'] },
  lastName: { label: 'Last name', headers: ['lastname', 'last', 'surname', 'familyname'] },
  title: { label: 'Job title', headers: ['jobtitle', 'position', 'role', 'title'] },
  email: { label: 'E-mail', headers: ['email', 'emailaddress', 'mail'] },
  phone: { label: 'Phone', headers: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile'] },
  street: {
    label: 'Street',
    headers: ['street', 'street1', 'address', 'streetaddress', 'address1', 'addressline1'],
  },
  city: { label: 'City', headers: ['city', 'town'] },
  state: { label: 'State', headers: ['state', 'region', 'province', 'county', 'statecode'] },
  postalCode: { label: 'Postal code', headers: ['postalcode', 'postcode', 'zip', 'zipcode'] },
  country: { label: 'Country', headers: ['country', 'countryname'] },
  locationLabel: {
    label: 'Location label',
    headers: ['locationlabel', 'location', 'label', 'addresslabel'],
  },
  tags: { label: 'Tags', headers: ['tags', 'tag', 'labels', 'keywords'] },
  notes: {
    label: 'Notes',
    headers: ['notes', 'note', 'description', 'details', 'comments', 'background'],
  },
  company: {
    label: "Person's company",
    headers: ['company', 'employer', 'companyname', 'organisation', 'organization', 'account'],
  },
  amount: { label: 'Amount', headers: ['amount', 'value', 'dealvalue', 'price', 'total'] },
  status: { label: 'Status', headers: ['status', 'stage', 'dealstatus'] },
  contact: {
    label: 'Contact (deal with)',
    headers: ['contact', 'dealwith', 'party', 'customer', 'client', 'company', 'contactname'],
  },
  assignee: {
    label: 'Assignee',
    headers: ['assignee', 'assignedto', 'owner', 'user', 'responsible'],
  },
  dueDate: { label: 'Due date', headers: ['duedate', 'due', 'deadline', 'date'] },
};

/** The record's name differs by kind: a company's name, a person's full name, a deal's or to-do's title. */
const NAME_HEADERS: Readonly<Record<ImportKind, readonly string[]>> = {
  companies: [
    'name',
    'companyname',
    'company',
    'organisation',
    'organization',
    'account',
    'accountname',
  ],
  people: ['name', 'fullname', 'contactname', 'person', 'personname'],
  deals: ['title', 'name', 'dealname', 'deal', 'dealtitle', 'opportunity', 'subject'],
  todos: ['title', 'name', 'task', 'todo', 'todotitle', 'subject'],
};

function spellings(key: FieldKey, kind: ImportKind): readonly string[] {
  return key === 'name' ? NAME_HEADERS[kind] : FIELDS[key].headers;
}

export function fieldLabel(key: FieldKey, kind?: ImportKind): string {
  if (key === 'name')
    return kind === 'deals' || kind === 'todos'
      ? 'Title'
      : kind === 'people'
        ? 'Full name'
        : 'Name';
  if (key === 'notes' && (kind === 'deals' || kind === 'todos')) return 'Description';
  return FIELDS[key].label;
}

/** Lower case, letters and digits only: `E-mail Address` → `emailaddress`. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** SuperTags the kind can carry (api.md: companies, people and deals). */
export function superTagsApply(kind: ImportKind): boolean {
  return kind !== 'todos';
}

/**
 * Each header's target: a SuperTag field when the header names it (`Customer profile: Interest`,
 * `Customer profile - Interest`, or just `Interest` when no other field claims it), else the
 * field whose spellings include it, else ignored. A field is given to its first column only.
 */
export function matchHeaders(
  headers: readonly string[],
  kind: ImportKind,
  superTags: readonly SuperTagDefinition[] = [],
): ColumnTarget[] {
  const taken = new Set<string>();
  const fields = KIND_FIELDS[kind];
  const definitions = superTagsApply(kind) ? superTags : [];
  return headers.map((header): ColumnTarget => {
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
      if (spellings(key, kind).includes(normal)) {
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
