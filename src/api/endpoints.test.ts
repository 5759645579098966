import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createComment,
  deleteComment,
  everyComment,
  getComment,
  listRecordComments,
  updateComment,
} from './comments';
import {
  addParticipant,
  createCommunication,
  deleteCommunication,
  getCommunication,
  listCommunications,
  listParticipants,
  removeParticipant,
  updateCommunication,
} from './communications';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  listCompaniesSorted,
  listCompanyAffiliations,
  listCompanyCommunications,
  listCompanyEmployees,
  listCompanyEmployeesPage,
  listCompanyTodos,
  updateCompany,
} from './companies';
import {
  addDealRelatedContact,
  createDeal,
  deleteDeal,
  getDeal,
  listDealPeople,
  listContactDeals,
  listDeals,
  listDealStatuses,
  removeDealRelatedContact,
  updateDeal,
} from './deals';
import { createApiClient, type ApiClient } from './client/client';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  listPeopleSorted,
  listPersonAffiliations,
  listPersonCommunications,
  listPersonTodos,
  updatePerson,
} from './people';
import {
  getRecordSuperTag,
  getSuperTagDefinition,
  listRecordSuperTags,
  listSuperTagDefinitions,
  removeRecordSuperTag,
  setRecordSuperTag,
} from './superTags';
import { addTags, getTag, listTags, removeTag } from './tags';
import { sampleCompany } from './testing/sampleRecords';
import { startTinyServer, type TinyReply, type TinyServer } from './testing/tinyServer';
import {
  addTodoRelatedContact,
  createTodo,
  deleteTodo,
  getTodo,
  listMyTodos,
  removeTodoRelatedContact,
  searchTodos,
  updateTodo,
  type TodoSearch,
} from './todos';
import { getCurrentUser, listUsers } from './users';
import { encodeCompany } from '#xml/company';

/**
 * Every endpoint function against a recording server: the method, path, query and body it puts
 * on the wire, as api.md and decisions.md give them. (Behaviour against the real service is in
 * http/client.test.ts and the service's own route tests.)
 */

interface Case {
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** The exact XML body, when the request has one. */
  body?: string;
  /** Root element of the reply document the call expects (GET), or a Location (create). */
  reply?: string;
  location?: string;
}

const list = (root: string): string => `<${root} type="array"/>`;
const SINCE = '2009-03-17T20:16:35Z';
const SINCE_PARAM = 'Mar 17 20:16:35 UTC 2009';

const CASES: Record<string, Case> = {
  listCompanies: {
    call: (c) =>
      listCompanies(c, {
        offset: 20,
        limit: 5,
        name: 'Acme Co',
        email: '@example',
        updatedSince: SINCE,
        tag: 'vip',
        state: 'RI',
      }),
    method: 'GET',
    path: '/service/companies.xml',
    query: {
      offset: '20',
      limit: '5',
      name: 'Acme Co',
      email: '@example',
      updated_since: SINCE_PARAM,
      tag: 'vip',
      state: 'RI',
    },
    reply: list('companies'),
  },
  listCompaniesSorted: {
    call: (c) =>
      listCompaniesSorted(c, { tag: 'vip', limit: 50 }, { key: 'updated_at', descending: true }),
    method: 'GET',
    path: '/service/companies.xml',
    query: { limit: '50', tag: 'vip', sort: '-updated_at' },
    reply: list('companies'),
  },
  createCompany: {
    call: (c) => createCompany(c, { name: 'A&B' }),
    method: 'POST',
    path: '/service/companies.xml',
    body: '<company><name>A&amp;B</name></company>',
    location: '/service/companies/5.xml',
  },
  getCompany: {
    call: (c) => getCompany(c, 5),
    method: 'GET',
    path: '/service/companies/5.xml',
    reply: '<company><id>5</id></company>',
  },
  updateCompany: {
    call: (c) => updateCompany(c, { id: 5, input: { notes: '' } }),
    method: 'PUT',
    path: '/service/companies/5.xml',
    body: '<company><notes></notes></company>',
  },
  deleteCompany: {
    call: (c) => deleteCompany(c, 5),
    method: 'DELETE',
    path: '/service/companies/5.xml',
  },
  listCompanyCommunications: {
    call: (c) => listCompanyCommunications(c, 5),
    method: 'GET',
    path: '/service/companies/5/communications.xml',
    reply: list('communications'),
  },
  listCompanyTodos: {
    call: (c) => listCompanyTodos(c, 5),
    method: 'GET',
    path: '/service/companies/5/todos.xml',
    reply: list('todos'),
  },
  listCompanyAffiliations: {
    call: (c) => listCompanyAffiliations(c, 5),
    method: 'GET',
    path: '/service/companies/5/affiliations.xml',
    reply: list('affiliations'),
  },
  listCompanyEmployees: {
    call: (c) => listCompanyEmployees(c, 5),
    method: 'GET',
    path: '/service/companies/5/people.xml',
    reply: list('people'),
  },
  listCompanyEmployeesPage: {
    call: (c) => listCompanyEmployeesPage(c, { id: 5, offset: 500, limit: 500 }),
    method: 'GET',
    path: '/service/companies/5/people.xml',
    query: { offset: '500', limit: '500' },
    reply: list('people'),
  },

  listPeople: {
    call: (c) =>
      listPeople(c, {
        name: 'Jane',
        email: 'jane@',
        updatedSince: SINCE,
        tag: 't',
        state: 'RI',
        companyId: 5,
        offset: 0,
        limit: 10,
      }),
    method: 'GET',
    path: '/service/people.xml',
    query: {
      offset: '0',
      limit: '10',
      name: 'Jane',
      email: 'jane@',
      updated_since: SINCE_PARAM,
      tag: 't',
      state: 'RI',
      company_id: '5',
    },
    reply: list('people'),
  },
  listPeopleSorted: {
    call: (c) =>
      listPeopleSorted(
        c,
        { name: 'Jane', offset: 10, limit: 10 },
        { key: 'last_name', descending: false },
      ),
    method: 'GET',
    path: '/service/people.xml',
    query: { offset: '10', limit: '10', name: 'Jane', sort: 'last_name' },
    reply: list('people'),
  },
  getPerson: {
    call: (c) => getPerson(c, 6),
    method: 'GET',
    path: '/service/people/6.xml',
    reply: '<person><id>6</id></person>',
  },
  createPerson: {
    call: (c) => createPerson(c, { firstName: 'Jane' }),
    method: 'POST',
    path: '/service/people.xml',
    body: '<person><first_name>Jane</first_name></person>',
    location: '/service/people/6.xml',
  },
  updatePerson: {
    call: (c) => updatePerson(c, { id: 6, input: { title: 'CTO' } }),
    method: 'PUT',
    path: '/service/people/6.xml',
    body: '<person><title>CTO</title></person>',
  },
  deletePerson: {
    call: (c) => deletePerson(c, 6),
    method: 'DELETE',
    path: '/service/people/6.xml',
  },
  listPersonCommunications: {
    call: (c) => listPersonCommunications(c, 6),
    method: 'GET',
    path: '/service/people/6/communications.xml',
    reply: list('communications'),
  },
  listPersonTodos: {
    call: (c) => listPersonTodos(c, 6),
    method: 'GET',
    path: '/service/people/6/todos.xml',
    reply: list('todos'),
  },
  listPersonAffiliations: {
    call: (c) => listPersonAffiliations(c, 6),
    method: 'GET',
    path: '/service/people/6/affiliations.xml',
    reply: list('affiliations'),
  },

  listLocations: {
    call: (c) => listLocations(c, { collection: 'people', id: 6 }),
    method: 'GET',
    path: '/service/people/6/locations.xml',
    reply: list('locations'),
  },
  getLocation: {
    call: (c) => getLocation(c, { collection: 'companies', id: 5, label: 'work place/2' }),
    method: 'GET',
    path: '/service/companies/5/locations/work%20place%2F2.xml',
    reply: '<location><label>work place/2</label></location>',
  },
  createLocation: {
    call: (c) =>
      createLocation(c, {
        collection: 'companies',
        id: 5,
        input: { label: 'home', postalCode: '02806' },
      }),
    method: 'POST',
    path: '/service/companies/5/locations.xml',
    body: '<location><label>home</label><postal_code>02806</postal_code></location>',
  },
  updateLocation: {
    call: (c) =>
      updateLocation(c, { collection: 'people', id: 6, label: 'home', input: { city: 'Zürich' } }),
    method: 'PUT',
    path: '/service/people/6/locations/home.xml',
    body: '<location><city>Zürich</city></location>',
  },
  deleteLocation: {
    call: (c) => deleteLocation(c, { collection: 'people', id: 6, label: 'home' }),
    method: 'DELETE',
    path: '/service/people/6/locations/home.xml',
  },

  // Our service filters by the contact; the walk reads LARGEST_PAGE at a time until a short page.
  listContactDeals: {
    call: (c) => listContactDeals(c, 9),
    method: 'GET',
    path: '/service/deals.xml',
    query: { contact_id: '9', offset: '0', limit: '500' },
    reply: list('deals'),
  },
  listDeals: {
    call: (c) =>
      listDeals(c, {
        assignedTo: 'bob@example.com',
        status: 'won',
        updatedSince: SINCE,
        title: '100% & more',
        limit: 50,
      }),
    method: 'GET',
    path: '/service/deals.xml',
    query: {
      limit: '50',
      assigned_to: 'bob@example.com',
      status: 'won',
      updated_since: SINCE_PARAM,
      title: '100% & more',
    },
    reply: list('deals'),
  },
  getDeal: {
    call: (c) => getDeal(c, 7),
    method: 'GET',
    path: '/service/deals/7.xml',
    reply: '<deal><id>7</id></deal>',
  },
  createDeal: {
    call: (c) => createDeal(c, { title: 'Deal', amount: '10.00' }),
    method: 'POST',
    path: '/service/deals.xml',
    body: '<deal><title>Deal</title><amount>10.00</amount></deal>',
    location: '/service/deals/7.xml',
  },
  updateDeal: {
    call: (c) => updateDeal(c, { id: 7, input: { status: 'won' } }),
    method: 'PUT',
    path: '/service/deals/7.xml',
    body: '<deal><status>won</status></deal>',
  },
  deleteDeal: { call: (c) => deleteDeal(c, 7), method: 'DELETE', path: '/service/deals/7.xml' },
  listDealStatuses: {
    call: (c) => listDealStatuses(c),
    method: 'GET',
    path: '/service/deals/statuses.xml',
    reply: list('statuses'),
  },
  listDealPeople: {
    call: (c) => listDealPeople(c, 7),
    method: 'GET',
    path: '/service/deals/7/people.xml',
    reply: list('people'),
  },
  addDealRelatedContact: {
    call: (c) => addDealRelatedContact(c, { id: 7, contactId: 6 }),
    method: 'PUT',
    path: '/service/deals/7/add_related_contact.xml',
    query: { contact_id: '6' },
  },
  removeDealRelatedContact: {
    call: (c) => removeDealRelatedContact(c, { id: 7, contactId: 6 }),
    method: 'DELETE',
    path: '/service/deals/7/remove_related_contact.xml',
    query: { contact_id: '6' },
  },

  listMyTodos: {
    call: (c) => listMyTodos(c),
    method: 'GET',
    path: '/service/todos.xml',
    reply: list('todos'),
  },
  searchTodos: {
    call: (c) => searchTodos(c, { updatedSince: SINCE }),
    method: 'GET',
    path: '/service/todos.xml',
    query: { updated_since: SINCE_PARAM },
    reply: list('todos'),
  },
  getTodo: {
    call: (c) => getTodo(c, 8),
    method: 'GET',
    path: '/service/todos/8.xml',
    reply: '<todo><id>8</id></todo>',
  },
  createTodo: {
    call: (c) => createTodo(c, { title: 'Call' }),
    method: 'POST',
    path: '/service/todos.xml',
    body: '<todo><title>Call</title></todo>',
    location: '/service/todos/8.xml',
  },
  updateTodo: {
    call: (c) => updateTodo(c, { id: 8, input: { complete: true } }),
    method: 'PUT',
    path: '/service/todos/8.xml',
    body: '<todo><complete type="boolean">true</complete></todo>',
  },
  deleteTodo: { call: (c) => deleteTodo(c, 8), method: 'DELETE', path: '/service/todos/8.xml' },
  addTodoRelatedContact: {
    call: (c) => addTodoRelatedContact(c, { id: 8, contactId: 5 }),
    method: 'PUT',
    path: '/service/todos/8/add_related_contact.xml',
    query: { contact_id: '5' },
  },
  removeTodoRelatedContact: {
    call: (c) => removeTodoRelatedContact(c, { id: 8, contactId: 5 }),
    method: 'DELETE',
    path: '/service/todos/8/remove_related_contact.xml',
    query: { contact_id: '5' },
  },

  listCommunications: {
    call: (c) =>
      listCommunications(c, {
        ctype: 'email',
        contactId: 6,
        updatedSince: SINCE,
        updatedBefore: '2009-03-18T00:00:00Z',
        createdSince: SINCE,
        createdBefore: '2009-03-18T00:00:00Z',
        offset: 10,
      }),
    method: 'GET',
    path: '/service/communications.xml',
    query: {
      offset: '10',
      ctype: 'email',
      contact_id: '6',
      updated_since: SINCE_PARAM,
      updated_before: 'Mar 18 00:00:00 UTC 2009',
      created_since: SINCE_PARAM,
      created_before: 'Mar 18 00:00:00 UTC 2009',
    },
    reply: list('communications'),
  },
  getCommunication: {
    call: (c) => getCommunication(c, 9),
    method: 'GET',
    path: '/service/communications/9.xml',
    reply: '<communication><id>9</id></communication>',
  },
  createCommunication: {
    call: (c) => createCommunication(c, { subject: 'Hi', ctype: 'note' }),
    method: 'POST',
    path: '/service/communications.xml',
    body: '<communication><subject>Hi</subject><ctype>note</ctype></communication>',
    location: '/service/communications/9.xml',
  },
  updateCommunication: {
    call: (c) => updateCommunication(c, { id: 9, input: { body: 'x' } }),
    method: 'PUT',
    path: '/service/communications/9.xml',
    body: '<communication><body>x</body></communication>',
  },
  deleteCommunication: {
    call: (c) => deleteCommunication(c, 9),
    method: 'DELETE',
    path: '/service/communications/9.xml',
  },
  listParticipants: {
    call: (c) => listParticipants(c, { id: 9, role: 'cc' }),
    method: 'GET',
    path: '/service/communications/9/participants.xml',
    query: { role: 'cc' },
    reply: list('participants'),
  },
  addParticipant: {
    call: (c) => addParticipant(c, { id: 9, contactId: 6, role: 'to' }),
    method: 'PUT',
    path: '/service/communications/9/add_participant.xml',
    query: { contact_id: '6', role: 'to' },
  },
  removeParticipant: {
    call: (c) => removeParticipant(c, { id: 9, contactId: 6, role: 'bcc' }),
    method: 'DELETE',
    path: '/service/communications/9/remove_participant.xml',
    query: { contact_id: '6', role: 'bcc' },
  },

  getTag: {
    call: (c) => getTag(c, 'money maker'),
    method: 'GET',
    path: '/service/tags/money%20maker.xml',
    reply: '<tag><id>1</id><name>money maker</name></tag>',
  },
  listTags: {
    call: (c) => listTags(c),
    method: 'GET',
    path: '/service/tags.xml',
    reply: list('tags'),
  },
  addTags: {
    call: (c) => addTags(c, { record: { collection: 'todos', id: 8 }, names: ['a, b', 'c'] }),
    method: 'PUT',
    path: '/service/todos/8/add_tag.xml',
    body: '<tags type="array"><tag>a, b</tag><tag>c</tag></tags>',
  },
  removeTag: {
    call: (c) => removeTag(c, { record: { collection: 'communications', id: 9 }, name: 'c' }),
    method: 'DELETE',
    path: '/service/communications/9/remove_tag.xml',
    body: '<tag>c</tag>',
  },

  listSuperTagDefinitions: {
    call: (c) => listSuperTagDefinitions(c),
    method: 'GET',
    path: '/service/super_tags.xml',
    reply: list('super_tags'),
  },
  getSuperTagDefinition: {
    call: (c) => getSuperTagDefinition(c, 'work schedule'),
    method: 'GET',
    path: '/service/super_tags/work%20schedule.xml',
    reply: '<super_tag><name>work schedule</name></super_tag>',
  },
  listRecordSuperTags: {
    call: (c) => listRecordSuperTags(c, { collection: 'deals', id: 7 }),
    method: 'GET',
    path: '/service/deals/7/super_tags.xml',
    reply: list('super_tags'),
  },
  getRecordSuperTag: {
    call: (c) =>
      getRecordSuperTag(c, { record: { collection: 'people', id: 6 }, name: 'work schedule' }),
    method: 'GET',
    path: '/service/people/6/super_tags/work%20schedule.xml',
    reply: '<super_tag><id>1</id><name>work schedule</name></super_tag>',
  },
  setRecordSuperTag: {
    call: (c) =>
      setRecordSuperTag(c, {
        record: { collection: 'people', id: 6 },
        name: 'work schedule',
        values: { 'work days': ['Monday', 'Friday'], monday: '9-5' },
      }),
    method: 'PUT',
    path: '/service/people/6/super_tags/work%20schedule.xml',
    body: '<super_tag><work_days>Monday</work_days><work_days>Friday</work_days><monday>9-5</monday></super_tag>',
  },
  removeRecordSuperTag: {
    call: (c) =>
      removeRecordSuperTag(c, {
        record: { collection: 'companies', id: 5 },
        name: 'work schedule',
      }),
    method: 'DELETE',
    path: '/service/companies/5/super_tags/work%20schedule.xml',
  },

  createComment: {
    call: (c) =>
      createComment(c, { record: { collection: 'deals', id: 7 }, input: { comment: 'Nice' } }),
    method: 'POST',
    path: '/service/deals/7/comments.xml',
    body: '<comment><comment>Nice</comment></comment>',
    location: 'http://crm.example.com/service/comments/11.xml',
  },
  getComment: {
    call: (c) => getComment(c, 11),
    method: 'GET',
    path: '/service/comments/11.xml',
    reply: '<mega_comment><id>11</id></mega_comment>',
  },
  listRecordComments: {
    call: (c) => listRecordComments(c, { collection: 'people', id: 6 }, { offset: 40, limit: 20 }),
    method: 'GET',
    path: '/service/comments.xml',
    query: { person_id: '6', offset: '40', limit: '20' },
    reply: list('mega_comments'),
  },
  // A record that embeds fewer comments than its total: the rest come from comments.xml, a page
  // of LARGEST_PAGE at a time (the empty reply ends the walk after one request).
  everyComment: {
    call: (c) =>
      everyComment(c, { collection: 'deals', id: 7 }, { megaComments: [], megaCommentCount: 30 }),
    method: 'GET',
    path: '/service/comments.xml',
    query: { deal_id: '7', offset: '0', limit: '500' },
    reply: list('mega_comments'),
  },
  updateComment: {
    call: (c) => updateComment(c, { id: 11, input: { comment: 'Nicer' }, ifMatch: '"v2"' }),
    method: 'PUT',
    path: '/service/comments/11.xml',
    body: '<comment><comment>Nicer</comment></comment>',
  },
  deleteComment: {
    call: (c) => deleteComment(c, 11),
    method: 'DELETE',
    path: '/service/comments/11.xml',
  },

  listUsers: {
    call: (c) => listUsers(c),
    method: 'GET',
    path: '/service/users.xml',
    reply: list('users'),
  },
  getCurrentUser: {
    call: (c) => getCurrentUser(c),
    method: 'GET',
    path: '/service/users/current.xml',
    reply: '<user><id>1</id><name>Me</name><email>me@example.com</email></user>',
  },
};

describe('endpoint functions put the documented requests on the wire', () => {
  let server: TinyServer;
  let next: TinyReply = {};
  beforeAll(async () => {
    server = await startTinyServer(() => next);
  });
  afterAll(() => server.close());

  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    next =
      c.location !== undefined
        ? { status: 201, headers: { location: c.location } }
        : { status: 200, body: c.reply ?? '' };
    await c.call(createApiClient({ baseUrl: `${server.url}/service` }));
    const request = server.requests.at(-1)!;
    const url = new URL(request.url, server.url);
    expect(request.method).toBe(c.method);
    expect(url.pathname).toBe(c.path);
    expect(Object.fromEntries(url.searchParams)).toEqual(c.query ?? {});
    expect(request.body).toBe(c.body ?? '');
  });

  it('returns created ids, shown records with their ETag, and decoded lists', async () => {
    const client = createApiClient({ baseUrl: `${server.url}/service` });
    next = {
      status: 201,
      headers: { location: 'http://crm.example.com/service/companies/42.xml' },
    };
    expect(await createCompany(client, { name: 'x' })).toBe(42);
    next = {
      status: 200,
      headers: { etag: '"v3"' },
      body: `<?xml version="1.0"?>\n${encodeCompany(sampleCompany)}`,
    };
    expect(await getCompany(client, 1)).toEqual({ value: sampleCompany, etag: '"v3"' });
    next = { status: 200, body: '<statuses type="array"><status>Won</status></statuses>' };
    expect(await listDealStatuses(client)).toEqual(['Won']);
    next = { status: 200 };
    await updateCompany(client, { id: 1, input: { name: 'y' }, ifMatch: '"v3"' });
    expect(server.requests.at(-1)!.headers['if-match']).toBe('"v3"');
  });
});

describe('the table above', () => {
  it('covers every endpoint function of every resource module', async () => {
    const modules = await Promise.all([
      import('./companies'),
      import('./people'),
      import('./locations'),
      import('./deals'),
      import('./todos'),
      import('./communications'),
      import('./tags'),
      import('./superTags'),
      import('./comments'),
      import('./users'),
    ]);
    const endpoints = modules.flatMap((m) =>
      Object.entries(m)
        .filter(([name, value]) => typeof value === 'function' && !name.startsWith('use'))
        .map(([name]) => name),
    );
    expect(endpoints.sort()).toEqual(Object.keys(CASES).sort());
  });
});

describe('to-do search takes exactly one option', () => {
  it('refuses two options at compile time', () => {
    const one: TodoSearch = { personId: 1 };
    // @ts-expect-error: the search options are mutually exclusive
    const two: TodoSearch = { personId: 1, companyId: 2 };
    // @ts-expect-error: at least one option is needed
    const none: TodoSearch = {};
    expect([one, two, none]).toHaveLength(3);
  });
});
