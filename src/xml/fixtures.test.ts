import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCompany, decodeCompanyWrite, type Company } from './company';
import { decodeLocation, decodeLocationList, decodeLocationWrite, type Location } from './location';
import { decodePerson, type Person } from './person';
import { decodeStatusList } from './status';
import { decodeRecordSuperTag, type RecordSuperTag } from './superTag';
import { decodeTag, decodeTagList, decodeTagNames, type Tag } from './tag';
import { parseXml, type XmlElement } from './tree';
import { decodeUserList, type User } from './user';

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
