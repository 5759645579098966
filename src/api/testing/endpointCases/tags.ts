import { list, type Case } from './case';
import {
  getRecordSuperTag,
  getSuperTagDefinition,
  listRecordSuperTags,
  listSuperTagDefinitions,
  removeRecordSuperTag,
  setRecordSuperTag,
} from '#api/superTags';
import { addTags, getTag, listTags, removeTag } from '#api/tags';

/** Tags and SuperTags on records. */
export const tagCases: Record<string, Case> = {
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
};
