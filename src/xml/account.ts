import { XmlDecodeError } from './decodeError';
import { child, type XmlElement } from './tree';
import { listItems, readBool, readInt, readText, readWritten, requireRoot } from './values';
import { arrayElement, boolElement, containerElement, intElement, textElement } from './writer';

/**
 * Our service's account extension (`/service/account…`): the account's name, the current user's
 * role and the settings it offers, and the account's users as its administrators manage them.
 */

/** An administrator also changes the account's users, SuperTags and deal stages; a member does not. */
export type UserRole = 'administrator' | 'member';
export const USER_ROLES: readonly UserRole[] = ['administrator', 'member'];

/** The parts of the account the extension lets administrators change. */
export type AccountSetting = 'users' | 'supertags' | 'stages';
const SETTINGS: readonly AccountSetting[] = ['users', 'supertags', 'stages'];

/** `GET /service/account.xml`. */
export interface AccountInfo {
  name: string;
  role: UserRole;
  settings: AccountSetting[];
}

/** A user of the account as its settings show them; `token` only in the answer that made it. */
export interface AccountUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  token?: string;
}

/** A colleague to add (`POST /service/account/users.xml`). */
export interface NewAccountUser {
  name: string;
  email: string;
  role: UserRole;
}

/** A change to a user (`PUT /service/account/users/{id}.xml`); a field left out stays. */
export interface AccountUserChange {
  role?: UserRole;
  active?: boolean;
}

function readRole(el: XmlElement): UserRole | undefined {
  const text = readText(el, 'role')?.trim();
  if (text === undefined || text === '') return undefined;
  const role = USER_ROLES.find((r) => r === text.toLowerCase());
  if (role === undefined)
    throw new XmlDecodeError('invalid', 'Role must be "administrator" or "member"');
  return role;
}

export function encodeAccountInfo(info: AccountInfo): string {
  const settings = arrayElement('settings', info.settings, (s) => textElement('setting', s));
  return `<account>${textElement('name', info.name)}${textElement('role', info.role)}${settings}</account>`;
}

export function decodeAccountInfo(el: XmlElement): AccountInfo {
  const root = requireRoot(el, 'account');
  const settings = listItems(child(root, 'settings'), 'setting')
    .map((s) => s.text.trim())
    .filter((s): s is AccountSetting => (SETTINGS as readonly string[]).includes(s));
  return { name: readText(root, 'name') ?? '', role: readRole(root) ?? 'member', settings };
}

export function encodeAccountUser(user: AccountUser): string {
  const token = user.token === undefined ? '' : textElement('token', user.token);
  return `<user>${intElement('id', user.id)}${textElement('name', user.name)}${textElement('email', user.email)}${textElement('role', user.role)}${boolElement('active', user.active)}${token}</user>`;
}

export function encodeAccountUserList(users: readonly AccountUser[]): string {
  return arrayElement('users', users, encodeAccountUser);
}

export function decodeAccountUser(el: XmlElement): AccountUser {
  const root = requireRoot(el, 'user');
  const token = readText(root, 'token');
  return {
    id: readInt(root, 'id') ?? 0,
    name: readText(root, 'name') ?? '',
    email: readText(root, 'email') ?? '',
    role: readRole(root) ?? 'member',
    active: readBool(root, 'active') ?? true,
    ...(token === undefined ? {} : { token }),
  };
}

export function decodeAccountUserList(el: XmlElement): AccountUser[] {
  return listItems(requireRoot(el, 'users'), 'user').map(decodeAccountUser);
}

export function encodeNewAccountUser(user: NewAccountUser): string {
  return `<user>${textElement('name', user.name)}${textElement('email', user.email)}${textElement('role', user.role)}</user>`;
}

/** The service's reading of a new colleague: blank name or e-mail are left for its rules to name. */
export function decodeNewAccountUser(el: XmlElement): NewAccountUser {
  return {
    name: readWritten(el, 'name', true) ?? '',
    email: readWritten(el, 'email', true) ?? '',
    role: readRole(el) ?? 'member',
  };
}

export function encodeAccountUserChange(change: AccountUserChange): string {
  const role = change.role === undefined ? '' : textElement('role', change.role);
  const active = change.active === undefined ? '' : boolElement('active', change.active);
  return containerElement('user', role + active);
}

export function decodeAccountUserChange(el: XmlElement): AccountUserChange {
  const role = readRole(el);
  const active = readBool(el, 'active');
  return { ...(role === undefined ? {} : { role }), ...(active === undefined ? {} : { active }) };
}
