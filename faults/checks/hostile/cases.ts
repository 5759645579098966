/**
 * One hostile request of the corpus. Paths may name the check's records as `{company}`,
 * `{person}`, `{deal}` and `{communication}`; they are filled in before sending.
 */
export interface HostileCase {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The check's valid credentials unless `false` (none) or a raw Authorization value. */
  auth?: false | string;
  /** Statuses that are the right refusal; default: any 4xx. */
  expect?: readonly number[];
}

/** Where bodies go: every kind of write the API has, each with the root element it expects. */
export const BODY_TARGETS: ReadonlyArray<{ method: string; path: string; root: string }> = [
  { method: 'POST', path: '/service/companies.xml', root: 'company' },
  { method: 'PUT', path: '/service/companies/{company}.xml', root: 'company' },
  { method: 'POST', path: '/service/people.xml', root: 'person' },
  { method: 'PUT', path: '/service/people/{person}.xml', root: 'person' },
  { method: 'POST', path: '/service/deals.xml', root: 'deal' },
  { method: 'PUT', path: '/service/deals/{deal}.xml', root: 'deal' },
  { method: 'POST', path: '/service/todos.xml', root: 'todo' },
  { method: 'POST', path: '/service/communications.xml', root: 'communication' },
  { method: 'PUT', path: '/service/communications/{communication}.xml', root: 'communication' },
  { method: 'POST', path: '/service/companies/{company}/locations.xml', root: 'location' },
  { method: 'PUT', path: '/service/people/{person}/locations/work.xml', root: 'location' },
  { method: 'POST', path: '/service/deals/{deal}/comments.xml', root: 'comment' },
  { method: 'PUT', path: '/service/companies/{company}/add_tag.xml', root: 'tag' },
  { method: 'DELETE', path: '/service/companies/{company}/remove_tag.xml', root: 'tag' },
  {
    method: 'PUT',
    path: '/service/communications/{communication}/add_participant.xml',
    root: 'participant',
  },
  { method: 'PUT', path: '/service/deals/{deal}/super_tags/Contract.xml', root: 'super_tag' },
];

export const XML = { 'content-type': 'application/xml' } as const;
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
