import { list, SINCE, SINCE_PARAM, type Case } from './case';
import {
  addDealRelatedContact,
  createDeal,
  deleteDeal,
  getDeal,
  listContactDeals,
  listDealPeople,
  listDeals,
  listDealStages,
  listDealStatuses,
  removeDealRelatedContact,
  updateDeal,
} from '#api/deals';
import {
  addTodoRelatedContact,
  createTodo,
  deleteTodo,
  getTodo,
  listMyTodos,
  removeTodoRelatedContact,
  searchTodos,
  updateTodo,
} from '#api/todos';

/** Deals and to-dos, with their related contacts. */
export const dealAndTodoCases: Record<string, Case> = {
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
  listDealStages: {
    call: (c) => listDealStages(c),
    method: 'GET',
    path: '/service/deals/stages.xml',
    reply: list('stages'),
  },
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
};
