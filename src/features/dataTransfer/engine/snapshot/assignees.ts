import type { Snapshot } from './snapshotModel';
import type { User } from '#xml/user';
import { engineMessages } from '../messages';

/** The snapshot's users by id and by name (the first of a name), so each look-up is one step. */
function userIndex(users: readonly User[]) {
  const byId = new Map<number, User>();
  const byName = new Map<string, User>();
  for (const user of users) {
    if (user.id !== null && !byId.has(user.id)) byId.set(user.id, user);
    if (user.name !== '' && !byName.has(user.name)) byName.set(user.name, user);
  }
  return (id: number | null, name: string): User | undefined =>
    (id !== null ? byId.get(id) : undefined) ?? (name === '' ? undefined : byName.get(name));
}

/**
 * Assignees travel by e-mail: the source's user (by id, else by name) → the target's user with
 * that e-mail, or the one the person restoring chose for it (`chosen`: source e-mail, lower
 * case → target e-mail); without either the record goes to the current user, and the report
 * says so under one cause per e-mail.
 */
export class Assignees {
  private readonly targetEmails: Set<string>;
  private readonly sourceOf: (id: number | null, name: string) => User | undefined;
  constructor(
    sourceUsers: readonly User[],
    targetUsers: readonly User[],
    private readonly chosen: Readonly<Record<string, string>> = {},
  ) {
    this.targetEmails = new Set(targetUsers.map((u) => u.email.toLowerCase()));
    this.sourceOf = userIndex(sourceUsers);
  }

  /** The e-mail to send, or null (assigned to the current user) with the cause noted. */
  emailFor(
    id: number | null,
    name: string,
    what: string,
    note: (cause: string, item: string) => void,
  ): string | null {
    const source = this.sourceOf(id, name);
    if (source === undefined) {
      if (name !== '') note(engineMessages.t('restore.note.assigneeUnknown', { name }), what);
      return null;
    }
    const email = source.email.toLowerCase();
    const chosen = Object.hasOwn(this.chosen, email) ? this.chosen[email] : undefined;
    if (chosen !== undefined && this.targetEmails.has(chosen.toLowerCase())) return chosen;
    if (!this.targetEmails.has(email)) {
      note(engineMessages.t('restore.note.assigneeNoUser', { email: source.email }), what);
      return null;
    }
    return source.email;
  }
}

/**
 * The e-mails of the snapshot's assignees (of deals and to-dos) that no user of the target has,
 * with how many records each: what the person restoring is asked to map to a user.
 */
export function missingAssignees(
  snapshot: Snapshot,
  targetUsers: readonly User[],
): { email: string; name: string; records: number }[] {
  const target = new Set(targetUsers.map((u) => u.email.toLowerCase()));
  const sourceOf = userIndex(snapshot.users);
  const byEmail = new Map<string, { email: string; name: string; records: number }>();
  for (const record of [...snapshot.deals, ...snapshot.todos]) {
    const source = sourceOf(record.assignedToId, record.assignedTo);
    if (source === undefined || target.has(source.email.toLowerCase())) continue;
    const key = source.email.toLowerCase();
    const entry = byEmail.get(key) ?? { email: source.email, name: source.name, records: 0 };
    entry.records += 1;
    byEmail.set(key, entry);
  }
  return [...byEmail.values()];
}
