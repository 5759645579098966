import type { XmlElement } from './tree';
import { listItems, readBool, readInt, readText, requireRoot } from './values';
import { arrayElement, boolElement, intElement, textElement } from './writer';

/** `<users type="array"><user><id type="integer"/><name/><email/></user></users>` (decisions.md). */
export interface User {
  /** Absent in the classic API's example (fixtures/docs/users.list.response.xml): null then. */
  id: number | null;
  name: string;
  email: string;
  /**
   * Our service's extension: `<active type="boolean">false</active>`, written only for a user an
   * administrator deactivated (their records keep their name; nothing new is assigned to them).
   * A classic server never sends it: every user is then active.
   */
  deactivated?: true;
}

export function decodeUser(el: XmlElement): User {
  return {
    id: readInt(el, 'id') ?? null,
    name: readText(el, 'name') ?? '',
    email: readText(el, 'email') ?? '',
    ...(readBool(el, 'active') === false ? { deactivated: true as const } : {}),
  };
}

export function decodeUserList(el: XmlElement): User[] {
  return listItems(requireRoot(el, 'users'), 'user').map(decodeUser);
}

export function encodeUser(user: User): string {
  const active = user.deactivated === true ? boolElement('active', false) : '';
  return `<user>${intElement('id', user.id)}${textElement('name', user.name)}${textElement('email', user.email)}${active}</user>`;
}

export function encodeUserList(users: readonly User[]): string {
  return arrayElement('users', users, encodeUser);
}
