import type { Communication } from '#xml/communication';
import type { Company } from '#xml/company';
import type { Deal } from '#xml/deal';
import type { Location } from '#xml/location';
import type { MegaComment } from '#xml/megaComment';
import type { Person } from '#xml/person';
import type { RecordTag } from '#xml/tag';
import type { Todo } from '#xml/todo';

/**
 * Record values for codec round trips: text that needs escaping, non-ASCII, leading zeros,
 * a SuperTag with text and multiple-choice values, comments whose times cross midnight in the
 * account's offset.
 */

export const AWKWARD_TEXT = 'Ünïcode & <angle> "quotes" \'apostrophes\' 0012';

export const sampleLocation: Location = {
  id: 67905,
  label: 'work place',
  primary: true,
  email: 'info@example.com',
  website: 'http://example.com/?a=1&b=2',
  phone: '+1 (888) 555-0100',
  cell: '',
  fax: '0012',
  street1: '18 Maple Ave.',
  street2: 'Suite #300',
  city: 'Zürich',
  state: 'RI',
  postalCode: '02806',
  country: 'US',
};

export const sampleTags: RecordTag[] = [
  { id: 397, name: 'software company', supertag: false, fields: [] },
  {
    id: 216,
    name: 'social media',
    supertag: true,
    fields: [
      { kind: 'text', element: 'twitter_username', value: 'example & co' },
      { kind: 'choices', element: 'interests', item: 'interest', values: ['golf', 'chess, go'] },
    ],
  },
];

export const sampleComments: MegaComment[] = [
  {
    id: 15,
    comment: AWKWARD_TEXT,
    user: 'Jane Admin',
    createdAt: '2009-03-18T00:16:35Z',
    recordId: 1,
  },
  { id: 16, comment: 'second', user: 'Bob', createdAt: '2030-12-31T23:59:59Z', recordId: 1 },
];

export const sampleCompany: Company = {
  id: 1,
  name: 'Example & Söhne',
  notes: AWKWARD_TEXT,
  smallImage: 'https://images.example.com/s.png?x=1&y=2',
  largeImage: null,
  tags: sampleTags,
  locations: [sampleLocation],
  megaComments: sampleComments,
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2026-01-05T03:04:05Z',
};

export const samplePerson: Person = {
  id: 2,
  firstName: 'Jane',
  lastName: "O'Example",
  smallImage: null,
  largeImage: 'https://images.example.com/l.png',
  title: 'Old Friend',
  company: 'Example & Söhne',
  companyId: 1,
  tags: sampleTags,
  locations: [sampleLocation, { ...sampleLocation, id: 67906, label: 'home', primary: false }],
  megaComments: sampleComments,
  notes: 'Some notes',
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-17T20:16:36Z',
};

export const sampleDeal: Deal = {
  id: 3,
  title: 'Big <deal>',
  description: '',
  dealWith: 'Example & Söhne',
  dealWithId: 1,
  status: 'pending',
  assignedTo: 'Test Admin',
  assignedToId: 1,
  amount: '1234.50',
  attachedCommunicationIds: [4],
  attachedContactIds: [1, 2],
  todoIds: [5],
  tags: sampleTags,
  megaComments: sampleComments,
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-17T20:16:35Z',
};

export const sampleTodo: Todo = {
  id: 5,
  title: 'Call & confirm',
  description: AWKWARD_TEXT,
  dueDate: '2009-03-18T00:16:35Z',
  flagged: true,
  complete: false,
  assignedBy: 'Test Admin',
  assignedTo: 'Bob Example',
  assignedToId: 2,
  participantIds: [1, 2],
  tags: sampleTags,
  megaComments: sampleComments,
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-17T20:16:35Z',
};

export const sampleCommunication: Communication = {
  id: 4,
  subject: 'Re: <offer>',
  body: 'Line one\nLine two & three',
  date: '2009-03-18T00:16:35Z',
  ctype: 'Email',
  tags: sampleTags,
  megaComments: sampleComments,
  createdAt: '2009-03-17T20:16:35Z',
  updatedAt: '2009-03-17T20:16:35Z',
};
