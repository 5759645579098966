import type { Communication } from '#xml/communication';
import type { Company } from '#xml/company';
import type { Deal } from '#xml/deal';
import type { Participant } from '#xml/participant';
import type { Person } from '#xml/person';
import type { SuperTagDefinition } from '#xml/superTag';
import type { Tag } from '#xml/tag';
import type { Todo } from '#xml/todo';
import type { User } from '#xml/user';

/** The one format version this code writes and reads (`<snapshot version="1">`). */
export const SNAPSHOT_VERSION = 1;

/** A communication with its participants (read one request per communication). */
export interface SnapshotCommunication {
  communication: Communication;
  participants: Participant[];
}

/**
 * An account's records, or those a list's filters selected, as the API shows them: every relation
 * is an id of the source account (employer `companyId`, `dealWithId`, deal and to-do contact ids,
 * participants), so a restore maps each to the record it created.
 */
export interface Snapshot {
  version: number;
  /** ISO UTC time the export started. */
  exportedAt: string;
  /** `account`, or what selected the records (`companies?name=Acme`). */
  scope: string;
  /** The source account's users: how assignees (ids on read) are matched by e-mail on restore. */
  users: User[];
  /** Definitions of the SuperTags the records carry. */
  superTags: SuperTagDefinition[];
  tags: Tag[];
  companies: Company[];
  people: Person[];
  deals: Deal[];
  todos: Todo[];
  communications: SnapshotCommunication[];
}

export type SnapshotKind = 'companies' | 'people' | 'deals' | 'todos' | 'communications';

export function snapshotCounts(snapshot: Snapshot): Record<SnapshotKind, number> {
  return {
    companies: snapshot.companies.length,
    people: snapshot.people.length,
    deals: snapshot.deals.length,
    todos: snapshot.todos.length,
    communications: snapshot.communications.length,
  };
}
