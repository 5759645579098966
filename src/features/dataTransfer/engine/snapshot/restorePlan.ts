import type { ApiClient } from '#api/client/client';
import { listRestores } from '#api/restores';
import { listSuperTagDefinitions } from '#api/superTags';
import { listUsers } from '#api/users';
import type { SuperTagDefinition } from '#xml/superTag';
import type { User } from '#xml/user';
import { missingSuperTags } from './accountRestore';
import { missingAssignees } from './assignees';
import type { Snapshot } from './snapshotModel';

/** What the person restoring decides before anything is written. */
export interface RestorePlan {
  /** The target keeps restores' id maps (our service); false: a classic server. */
  accountKeepsMap: boolean;
  targetUsers: User[];
  /** Assignees' e-mails the target has no user for: each is mapped to a user, or goes to the current user. */
  missingAssignees: { email: string; name: string; records: number }[];
  /** SuperTags the records carry that the target lacks: defined first on our service, once confirmed. */
  missingSuperTags: SuperTagDefinition[];
}

export async function planRestore(
  client: ApiClient,
  snapshot: Snapshot,
  signal?: AbortSignal,
): Promise<RestorePlan> {
  const [restores, targetUsers, definitions] = await Promise.all([
    listRestores(client, signal),
    listUsers(client, signal),
    listSuperTagDefinitions(client, signal),
  ]);
  return {
    accountKeepsMap: restores !== null,
    targetUsers,
    missingAssignees: missingAssignees(snapshot, targetUsers),
    missingSuperTags: missingSuperTags(snapshot, definitions),
  };
}
