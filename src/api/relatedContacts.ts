import { servicePath, type ApiClient } from './client/client';
import { sendWrite } from './client/requests';

/**
 * Related contacts of a deal or a to-do (decisions.md): `PUT …/add_related_contact.xml` and
 * `DELETE …/remove_related_contact.xml` with `contact_id` in the query string.
 */
export interface RelatedContactArgs {
  /** The deal's or to-do's id. */
  id: number;
  contactId: number;
}

export function addRelatedContact(
  client: ApiClient,
  collection: 'deals' | 'todos',
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath(collection, args.id, 'add_related_contact'), {
    query: { contact_id: args.contactId },
    signal,
  });
}

export function removeRelatedContact(
  client: ApiClient,
  collection: 'deals' | 'todos',
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath(collection, args.id, 'remove_related_contact'), {
    query: { contact_id: args.contactId },
    signal,
  });
}
