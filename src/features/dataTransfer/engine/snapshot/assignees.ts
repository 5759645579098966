import type { User } from '#xml/user';

/** Assignees travel by e-mail: the source's user (by id, else by name) → a target user with that e-mail. */
export class Assignees {
  private readonly targetEmails: Set<string>;
  constructor(
    private readonly sourceUsers: readonly User[],
    targetUsers: readonly User[],
  ) {
    this.targetEmails = new Set(targetUsers.map((u) => u.email.toLowerCase()));
  }

  /** The e-mail to send, or null (assigned to the current user) with the problem said. */
  emailFor(id: number | null, name: string, what: string, problems: string[]): string | null {
    const source =
      (id !== null ? this.sourceUsers.find((u) => u.id === id) : undefined) ??
      this.sourceUsers.find((u) => u.name === name && name !== '');
    if (source === undefined) {
      if (name !== '')
        problems.push(
          `${what}: its assignee ${name} is not among the snapshot's users; it goes to the current user`,
        );
      return null;
    }
    if (!this.targetEmails.has(source.email.toLowerCase())) {
      problems.push(
        `${what}: its assignee ${source.email} has no user in the target account; it goes to the current user`,
      );
      return null;
    }
    return source.email;
  }
}
