import type { XmlElement } from './tree';
import { listItems, readInt, readText, requireRoot } from './values';
import { arrayElement, intElement, textElement } from './writer';

/** `<users type="array"><user><id type="integer"/><name/><email/></user></users>` (decisions.md). */
export interface User {
  /** Absent in the classic API's example (fixtures/docs/users.list.response.xml): null then. */
  id: number | null;
  name: string;
  email: string;
}

export function decodeUser(el: XmlElement): User {
  return {
    id: readInt(el, 'id') ?? null,
    name: readText(el, 'name') ?? '',
    email: readText(el, 'email') ?? '',
  };
}

export function decodeUserList(el: XmlElement): User[] {
  return listItems(requireRoot(el, 'users'), 'user').map(decodeUser);
}

export function encodeUser(user: User): string {
  return `<user>${intElement('id', user.id)}${textElement('name', user.name)}${textElement('email', user.email)}</user>`;
}

export function encodeUserList(users: readonly User[]): string {
  return arrayElement('users', users, encodeUser);
}
