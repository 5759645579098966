import { list, type Case } from './case';
import {
  createComment,
  deleteComment,
  everyComment,
  getComment,
  listRecordComments,
  updateComment,
} from '#api/comments';
import { getCurrentUser, listUsers } from '#api/users';

/** Comments on records, and the users. */
export const commentAndUserCases: Record<string, Case> = {
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
