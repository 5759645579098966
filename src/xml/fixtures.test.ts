import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeAffiliation,
  decodeAffiliationList,
  encodeAffiliation,
  encodeAffiliationList,
  type Affiliation,
} from './affiliation';
import {
  decodeCommunication,
  decodeCommunicationList,
  decodeCommunicationWrite,
  encodeCommunication,
  encodeCommunicationList,
  encodeCommunicationWrite,
} from './communication';
import {
  decodeCompany,
  decodeCompanyList,
  decodeCompanyWrite,
  encodeCompany,
  encodeCompanyList,
  encodeCompanyWrite,
  type Company,
} from './company';
import {
  decodeDeal,
  decodeDealList,
  decodeDealWrite,
  encodeDeal,
  encodeDealList,
  encodeDealWrite,
} from './deal';
import { decodeErrorDocument, encodeErrorDocument } from './errorDocument';
import {
  decodeLocation,
  decodeLocationList,
  decodeLocationWrite,
  encodeLocation,
  encodeLocationList,
  encodeLocationWrite,
  type Location,
} from './location';
import {
  decodeComment,
  decodeCommentWrite,
  encodeComment,
  encodeCommentWrite,
} from './megaComment';
import {
  decodeParticipant,
  decodeParticipantList,
  encodeParticipant,
  encodeParticipantList,
  type Participant,
} from './participant';
import {
  decodePerson,
  decodePersonList,
  decodePersonWrite,
  encodePerson,
  encodePersonList,
  encodePersonWrite,
  type Person,
} from './person';
import { decodeStatusList, encodeStatusList } from './status';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  decodeSuperTagDefinition,
  decodeSuperTagDefinitionList,
  decodeSuperTagWrite,
  encodeRecordSuperTag,
  encodeRecordSuperTagList,
  encodeSuperTagDefinition,
  encodeSuperTagDefinitionList,
  encodeSuperTagWrite,
  type RecordSuperTag,
  type SuperTagDefinition,
} from './superTag';
import {
  decodeTag,
  decodeTagList,
  decodeTagNames,
  encodeAddTags,
  encodeTag,
  encodeTagList,
  type Tag,
} from './tag';
import {
  decodeTodo,
  decodeTodoList,
  decodeTodoWrite,
  encodeTodo,
  encodeTodoList,
  encodeTodoWrite,
} from './todo';
import { parseXml, type XmlElement } from './tree';
import { decodeUser, decodeUserList, encodeUser, encodeUserList, type User } from './user';
import {
  AWKWARD_TEXT,
  sampleComments,
  sampleCommunication,
  sampleCompany,
  sampleDeal,
  sampleLocation,
  samplePerson,
  sampleTodo,
} from '../api/testing/sampleRecords';

/**
 * Golden tests: every document in shared/fixtures/docs (written by other people's clients and the
 * API's own documentation, not by our encoder) decodes with the right decoder to known values.
 */
const FIXTURE_DIR = new URL('../../../shared/fixtures/docs/', import.meta.url);
const fixture = (name: string): XmlElement =>
  parseXml(readFileSync(new URL(name, FIXTURE_DIR), 'utf8'));

const WORK_LOCATION: Location = {
  id: 67905,
  label: 'work',
  primary: true,
  email: 'info@example.com',
  website: 'http://example.com/',
  phone: '(888) 555-0100',
  cell: '',
  fax: '(401) 555-0101',
  street1: '18 Maple Ave.',
  street2: 'Suite #300',
  city: 'Barrington',
  state: 'RI',
  postalCode: '02806',
  country: 'US',
};

const FIXTURES: Record<string, (root: XmlElement) => void> = {
  'add_tag.body1.tag.xml': (root) => expect(decodeTagNames(root)).toEqual(['awesome']),
  'add_tag.body2.tags-csv.xml': (root) =>
    expect(decodeTagNames(root)).toEqual(['important', 'fun', 'another tag']),
  'add_tag.body3.tags-array.xml': (root) =>
    expect(decodeTagNames(root)).toEqual(['awesome', 'great']),
  'company.create.request.xml': (root) =>
    expect(decodeCompanyWrite(root)).toEqual({ name: 'foo company', notes: 'Awesome foo' }),
  'company.update.request.xml': (root) =>
    expect(decodeCompanyWrite(root)).toEqual({
      name: 'bar company',
      notes: 'Much better than the foo place',
    }),
  'company.show.response.xml': (root) =>
    expect(decodeCompany(root)).toEqual<Company>({
      id: 1,
      name: 'Example Software',
      notes: 'Makers of examples',
      smallImage: 'https://images.example.com/co_small.png',
      largeImage: 'https://images.example.com/co_large.png',
      tags: [
        { id: 397, name: 'software company', supertag: false, fields: [] },
        {
          id: 216,
          name: 'social media',
          supertag: true,
          fields: [
            { kind: 'text', element: 'twitter_username', value: 'example' },
            { kind: 'text', element: 'flickr_username', value: 'examplesoftware' },
            { kind: 'text', element: 'work_blog', value: 'http://blog.example.com/feed' },
          ],
        },
      ],
      locations: [WORK_LOCATION],
      megaComments: [],
      createdAt: '2009-03-17T20:16:35Z',
      updatedAt: '2009-03-17T20:16:35Z',
    }),
  'person.show.response.xml': (root) =>
    expect(decodePerson(root)).toEqual<Person>({
      id: 1,
      firstName: 'Jane',
      lastName: 'Example',
      smallImage: 'https://images.example.com/jane_small.png',
      largeImage: 'https://images.example.com/jane_large.png',
      title: 'Old Friend',
      company: 'Example Software',
      companyId: 1234,
      tags: [
        { id: 397, name: 'something', supertag: false, fields: [] },
        {
          id: 412,
          name: 'awesome',
          supertag: true,
          fields: [
            { kind: 'text', element: 'cool_dude', value: 'true' },
            { kind: 'text', element: 'cool_since', value: 'Sep 08, 1982  9:34PM' },
          ],
        },
      ],
      locations: [{ ...WORK_LOCATION, email: 'jane@example.com' }],
      // Format A with its offset, read as ISO UTC: 20:16:35 at -0400 is 00:16:35 the next day.
      megaComments: [
        {
          id: 15,
          comment: 'Met at the conference',
          user: 'Jane Admin',
          createdAt: '2009-03-18T00:16:35Z',
          recordId: 1,
        },
      ],
      notes: 'Some notes',
      createdAt: '2009-03-17T20:16:35Z',
      updatedAt: '2009-03-17T20:16:35Z',
    }),
  'location.create.request.xml': (root) =>
    expect(decodeLocationWrite(root)).toEqual({
      label: 'home',
      primary: true,
      email: 'someone@example.com',
      website: 'http://example.com',
      phone: '(888) 555-0100',
      cell: '(888) 555-0102',
      fax: '1 800 555 0103',
      street1: '18 Maple Ave.',
      street2: 'Suite #300',
      city: 'Barrington',
      state: 'RI',
      postalCode: '02806',
      country: 'US',
    }),
  // The API's own example has no <id>: it decodes with id null.
  'location.show.response.xml': (root) =>
    expect(decodeLocation(root)).toEqual<Location>({
      ...WORK_LOCATION,
      id: null,
      email: 'jane@example.com',
    }),
  'locations.list.response.xml': (root) => {
    const locations = decodeLocationList(root);
    expect(locations.map((l) => [l.id, l.label, l.primary, l.postalCode])).toEqual([
      [null, 'work', false, ''],
      [null, 'home', false, ''],
    ]);
  },
  'deal.statuses.response.xml': (root) =>
    expect(decodeStatusList(root)).toEqual(['Failure', 'Lost', 'Pending', 'Won']),
  'supertag.record.response.xml': (root) =>
    expect(decodeRecordSuperTag(root)).toEqual<RecordSuperTag>({
      id: 1948,
      name: 'work schedule',
      fields: [
        { kind: 'text', element: 'monday', value: '9-5 PST' },
        { kind: 'text', element: 'tuesday', value: '8-4' },
        { kind: 'text', element: 'wednesday', value: '9-5 PST' },
        { kind: 'text', element: 'thursday', value: '9-5 PST' },
        { kind: 'text', element: 'friday', value: '9-5 PST' },
      ],
    }),
  'tag.show.response.xml': (root) =>
    expect(decodeTag(root)).toEqual<Tag>({ id: 424, name: 'cool', supertag: false }),
  'tags.list.response.xml': (root) =>
    expect(decodeTagList(root)).toEqual<Tag[]>([
      { id: 422, name: 'sample', supertag: true },
      { id: 423, name: 'money maker', supertag: false },
    ]),
  'users.list.response.xml': (root) =>
    expect(decodeUserList(root)).toEqual<User[]>([
      { id: null, name: 'Bob Example', email: 'bob@example.com' },
      { id: null, name: 'Me', email: 'me@example.com' },
    ]),
};

describe('fixture documents decode to the expected values', () => {
  it('covers every file in shared/fixtures/docs', () => {
    const files = readdirSync(FIXTURE_DIR).filter((name) => !name.startsWith('.'));
    expect(files.sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.entries(FIXTURES))('%s', (name, check) => {
    check(fixture(name));
  });

  it('reads one-item lists as arrays', () => {
    const root = fixture('company.show.response.xml');
    expect(Array.isArray(decodeCompany(root).locations)).toBe(true);
    expect(decodeCompany(root).locations).toHaveLength(1);
  });
});

/** Encode → parse → decode gives back the value: what the service writes, the console reads. */
const roundTrip = <T>(encode: (value: T) => string, decode: (root: XmlElement) => T, value: T): T =>
  decode(parseXml(encode(value)));

describe('records survive encode → decode', () => {
  // Format A fields are written in the account's offset; either side of UTC must read back the same instant.
  it.each([0, -240, 330])('with the account at UTC%+d minutes', (utcOffsetMinutes) => {
    const options = { utcOffsetMinutes };
    expect(roundTrip((v) => encodeCompany(v, options), decodeCompany, sampleCompany)).toEqual(
      sampleCompany,
    );
    expect(
      roundTrip((v) => encodeCompanyList(v, options), decodeCompanyList, [
        sampleCompany,
        { ...sampleCompany, id: 9 },
      ]),
    ).toEqual([sampleCompany, { ...sampleCompany, id: 9 }]);
    expect(roundTrip((v) => encodePerson(v, options), decodePerson, samplePerson)).toEqual(
      samplePerson,
    );
    expect(
      roundTrip((v) => encodePersonList(v, options), decodePersonList, [samplePerson]),
    ).toEqual([samplePerson]);
    expect(roundTrip((v) => encodeDeal(v, options), decodeDeal, sampleDeal)).toEqual(sampleDeal);
    expect(roundTrip((v) => encodeDealList(v, options), decodeDealList, [sampleDeal])).toEqual([
      sampleDeal,
    ]);
    expect(roundTrip((v) => encodeTodo(v, options), decodeTodo, sampleTodo)).toEqual(sampleTodo);
    expect(
      roundTrip((v) => encodeTodoList(v, options), decodeTodoList, [
        sampleTodo,
        { ...sampleTodo, id: 6, dueDate: null },
      ]),
    ).toEqual([sampleTodo, { ...sampleTodo, id: 6, dueDate: null }]);
    expect(
      roundTrip((v) => encodeCommunication(v, options), decodeCommunication, sampleCommunication),
    ).toEqual(sampleCommunication);
    expect(
      roundTrip((v) => encodeCommunicationList(v, options), decodeCommunicationList, [
        sampleCommunication,
      ]),
    ).toEqual([sampleCommunication]);
    expect(roundTrip((v) => encodeComment(v, options), decodeComment, sampleComments[0]!)).toEqual(
      sampleComments[0],
    );
  });

  it('empty records and lists', () => {
    const bare: Company = {
      ...sampleCompany,
      notes: '',
      smallImage: null,
      tags: [],
      locations: [],
      megaComments: [],
    };
    expect(roundTrip(encodeCompany, decodeCompany, bare)).toEqual(bare);
    expect(roundTrip(encodeCompanyList, decodeCompanyList, [])).toEqual([]);
  });

  it('locations, participants, affiliations, tags, users, statuses', () => {
    expect(roundTrip(encodeLocation, decodeLocation, sampleLocation)).toEqual(sampleLocation);
    expect(roundTrip(encodeLocationList, decodeLocationList, [sampleLocation])).toEqual([
      sampleLocation,
    ]);
    const participant: Participant = { name: 'Jane & Co', contactId: 2, role: 'cc' };
    expect(roundTrip(encodeParticipant, decodeParticipant, participant)).toEqual(participant);
    expect(roundTrip(encodeParticipantList, decodeParticipantList, [participant])).toEqual([
      participant,
    ]);
    const affiliation: Affiliation = {
      recordId: 2,
      recordType: 'Person',
      recordName: "Jane O'Example",
      label: 'Employee',
    };
    expect(roundTrip(encodeAffiliation, decodeAffiliation, affiliation)).toEqual(affiliation);
    expect(roundTrip(encodeAffiliationList, decodeAffiliationList, [affiliation])).toEqual([
      affiliation,
    ]);
    const tag: Tag = { id: 7, name: 'money & <maker>', supertag: true };
    expect(roundTrip(encodeTag, decodeTag, tag)).toEqual(tag);
    expect(roundTrip(encodeTagList, decodeTagList, [tag])).toEqual([tag]);
    const user: User = { id: 1, name: 'Test Admin', email: 'admin@example.com' };
    expect(roundTrip(encodeUser, decodeUser, user)).toEqual(user);
    expect(roundTrip(encodeUserList, decodeUserList, [user])).toEqual([user]);
    expect(
      roundTrip(encodeStatusList, decodeStatusList, ['Failure', 'Lost', 'Pending', 'Won']),
    ).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });

  it('SuperTag definitions and SuperTags on records', () => {
    const definition: SuperTagDefinition = {
      name: 'work schedule',
      fields: [
        { name: 'work days', type: 'Multiple choice', options: ['Monday', 'Friday', ''], text: '' },
        { name: 'twitter name', type: 'Text', options: [], text: '' },
      ],
    };
    expect(roundTrip(encodeSuperTagDefinition, decodeSuperTagDefinition, definition)).toEqual(
      definition,
    );
    expect(
      roundTrip(encodeSuperTagDefinitionList, decodeSuperTagDefinitionList, [definition]),
    ).toEqual([definition]);
    const onRecord: RecordSuperTag = {
      id: 1948,
      name: 'work schedule',
      fields: [
        { kind: 'choices', element: 'work_days', item: 'work_day', values: ['Monday', 'Friday'] },
        { kind: 'text', element: 'twitter_name', value: '@example & co' },
      ],
    };
    expect(roundTrip(encodeRecordSuperTag, decodeRecordSuperTag, onRecord)).toEqual(onRecord);
    expect(roundTrip(encodeRecordSuperTagList, decodeRecordSuperTagList, [onRecord])).toEqual([
      onRecord,
    ]);
    const values = { 'work days': ['Monday', 'Friday'], 'twitter name': '@example, co' };
    expect(decodeSuperTagWrite(parseXml(encodeSuperTagWrite(values)), definition)).toEqual({
      values,
      problems: [],
    });
  });
});

describe('write bodies survive encode → decode', () => {
  it('companies and people', () => {
    const company = {
      name: 'Acme & Sons',
      notes: AWKWARD_TEXT,
      smallImage: 'https://x.example/s.png',
      largeImage: null,
    };
    expect(roundTrip(encodeCompanyWrite, decodeCompanyWrite, company)).toEqual(company);
    expect(roundTrip(encodeCompanyWrite, decodeCompanyWrite, {})).toEqual({});
    const person = {
      firstName: 'Jane',
      lastName: "O'Example",
      title: 'CTO',
      notes: AWKWARD_TEXT,
      smallImage: null,
      largeImage: 'https://x.example/l.png',
      company: 'Acme & Sons',
      companyId: null,
    };
    expect(roundTrip(encodePersonWrite, decodePersonWrite, person)).toEqual(person);
    expect(roundTrip(encodePersonWrite, decodePersonWrite, { companyId: 12 })).toEqual({
      companyId: 12,
    });
  });

  it('locations', () => {
    const { id: _id, ...location } = sampleLocation;
    expect(roundTrip(encodeLocationWrite, decodeLocationWrite, location)).toEqual(location);
    expect(
      roundTrip(encodeLocationWrite, decodeLocationWrite, { label: 'home', primary: false }),
    ).toEqual({ label: 'home', primary: false });
  });

  it('deals, to-dos, communications, comments', () => {
    const deal = {
      title: 'Big <deal>',
      description: '',
      amount: '1234.50',
      status: 'won',
      dealWithId: null,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      attachedCommunicationIds: [4],
      attachedContactIds: [1, 2],
      todoIds: [],
    };
    expect(roundTrip(encodeDealWrite, decodeDealWrite, deal)).toEqual(deal);
    expect(roundTrip(encodeDealWrite, decodeDealWrite, { dealWithId: 7 })).toEqual({
      dealWithId: 7,
    });
    const todo = {
      title: 'Call',
      description: AWKWARD_TEXT,
      dueDate: '2009-03-18T00:16:35Z',
      flagged: true,
      complete: false,
      assignedTo: 'bob@example.com',
      assignedToId: 2,
      participantIds: [1, 2],
    };
    expect(roundTrip(encodeTodoWrite, decodeTodoWrite, todo)).toEqual(todo);
    expect(roundTrip(encodeTodoWrite, decodeTodoWrite, { dueDate: null })).toEqual({
      dueDate: null,
    });
    const communication = {
      subject: 'Re: <offer>',
      body: 'Line one\nLine two',
      date: '2009-03-18T00:16:35Z',
      ctype: 'phone' as const,
    };
    expect(roundTrip(encodeCommunicationWrite, decodeCommunicationWrite, communication)).toEqual(
      communication,
    );
    expect(roundTrip(encodeCommentWrite, decodeCommentWrite, { comment: AWKWARD_TEXT })).toEqual({
      comment: AWKWARD_TEXT,
    });
  });

  it('tag names and error documents', () => {
    expect(decodeTagNames(parseXml(encodeAddTags(['chess, go', 'golf', 'Ünïcode & co'])))).toEqual([
      'chess, go',
      'golf',
      'Ünïcode & co',
    ]);
    expect(decodeTagNames(parseXml(encodeAddTags(['solo'])))).toEqual(['solo']);
    expect(
      decodeErrorDocument(encodeErrorDocument(["Name can't be blank", 'Status is <unknown>'])),
    ).toEqual(["Name can't be blank", 'Status is <unknown>']);
  });
});
