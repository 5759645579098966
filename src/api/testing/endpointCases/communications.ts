import { list, SINCE, SINCE_PARAM, type Case } from './case';
import {
  addParticipant,
  createCommunication,
  deleteCommunication,
  getCommunication,
  listCommunications,
  listParticipants,
  removeParticipant,
  updateCommunication,
} from '#api/communications';

/** Communications and their participants. */
export const communicationCases: Record<string, Case> = {
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
};
