import { listCompanyEmployeesPage } from '../../api/companies';
import { listParticipants } from '../../api/communications';
import {
  listContactCommunications,
  listContactTodos,
  type ContactArgs,
} from '../../api/contactRecords';
import { readEveryPage } from '../../api/everyPage';
import { mapConcurrently } from '../../api/client/concurrently';
import type { ApiClient } from '../../api/client/client';
import type { Communication } from '#xml/communication';
import { parseParticipantRole } from '#xml/participant';
import type { ContactLinks, LinkedRecord, OwnLinks, Participation } from './contactLinks';
import { personTitle } from './contactRecord';
import { scanDealLinks, type DealLinkIndex } from './scanDealLinks';
import { contactsMessages } from './messages';

/**
 * What a company or person is linked to that its delete will drop (see ContactLinks), read just
 * before the delete so that Undo can link the re-created record again.
 */
export async function takeContactLinks(
  client: ApiClient,
  contact: ContactArgs,
): Promise<ContactLinks> {
  const [deals, own] = await Promise.all([
    scanDealLinks(client, [contact.id]),
    ownLinksOf(client, contact),
  ]);
  return { ...own, ...deals.of(contact.id) };
}

/** The same with the deal links from a scan already made: a bulk delete scans the deals once for all. */
export async function takeContactLinksFromScan(
  client: ApiClient,
  contact: ContactArgs,
  deals: DealLinkIndex,
): Promise<ContactLinks> {
  return { ...(await ownLinksOf(client, contact)), ...deals.of(contact.id) };
}

/** One list request per kind of link (paged when the list is), the lists read side by side. */
async function ownLinksOf(client: ApiClient, contact: ContactArgs): Promise<OwnLinks> {
  const [employees, participations, todos] = await Promise.all([
    contact.collection === 'companies' ? employeesOf(client, contact.id) : [],
    participationsOf(client, contact),
    todosOf(client, contact),
  ]);
  return { employees, participations, todos };
}

async function employeesOf(client: ApiClient, companyId: number): Promise<LinkedRecord[]> {
  const { records } = await readEveryPage((page, signal) =>
    listCompanyEmployeesPage(client, { id: companyId, ...page }, signal),
  );
  return records.map((person) => ({ id: person.id, label: personTitle(person) }));
}

const communicationLabel = (communication: Communication) =>
  communication.subject === ''
    ? contactsMessages.t('link.communication', { id: communication.id })
    : `“${communication.subject}”`;

/**
 * The contact's communications and its role in each. The API shows roles only in a
 * communication's participant list, so this is one request per communication (a few at a time).
 */
async function participationsOf(client: ApiClient, contact: ContactArgs): Promise<Participation[]> {
  const { records: communications } = await readEveryPage((page, signal) =>
    listContactCommunications(client, { ...contact, ...page }, signal),
  );
  const perCommunication = await mapConcurrently(communications, async (communication) => {
    const participants = await listParticipants(client, { id: communication.id });
    const roles = new Set(
      participants
        .filter((p) => p.contactId === contact.id)
        .map((p) => parseParticipantRole(p.role)),
    );
    return [...roles].flatMap((role) =>
      role === null
        ? []
        : [
            {
              id: communication.id,
              label: contactsMessages.t('link.participation', {
                communication: communicationLabel(communication),
                role,
              }),
              communication: communicationLabel(communication),
              role,
            },
          ],
    );
  });
  return perCommunication.flat();
}

/** To-dos relating the contact (unpaged: the API lists to-dos whole). */
async function todosOf(client: ApiClient, contact: ContactArgs): Promise<LinkedRecord[]> {
  const todos = await listContactTodos(client, contact);
  return todos.map((todo) => ({
    id: todo.id,
    label: todo.title === '' ? contactsMessages.t('link.todo', { id: todo.id }) : `“${todo.title}”`,
  }));
}
