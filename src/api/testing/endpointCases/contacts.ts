import { list, SINCE, SINCE_PARAM, type Case } from './case';
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
} from '#api/companies';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from '#api/locations';
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
} from '#api/people';

/** Companies, people and their locations. */
export const contactCases: Record<string, Case> = {
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
};
