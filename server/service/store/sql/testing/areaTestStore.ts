import { hashToken } from '../../../auth/token';
import { createTestStore, type TestBackend } from '../../../testing/testStore';
import { insertRecord, recordVersion, tableOfKind } from '../../../testing/directRecords';
import type { RecordKind, Scope } from '../../scope';
import type { SuperTagWrite } from '#xml/superTag';
import type { NewDeal } from '../../dealStore';
import type { TagStore } from '../../tagStore';
import type { WriteResult } from '../../writeResult';
import type { Store } from '../../store';
import { writtenValue } from '../../testing/writtenValue';

/**
 * A fresh store on the selected backend (TEST_STORE) with two accounts, each with a user, for
 * the tests of one store area. Records are bare rows written straight into their tables, so a
 * test of tags or comments needs no other area's store.
 */
export interface AreaTestStore {
  store: Store;
  backend: TestBackend;
  scope: Scope;
  other: Scope;
  record(kind: RecordKind, accountId?: number): Promise<number>;
  version(kind: RecordKind, id: number): Promise<number>;
  close(): Promise<void>;
}

/** A deal's fields with nothing in them but its status, for tests that give the title. */
export const BLANK_DEAL: Omit<NewDeal, 'title'> = {
  description: '',
  status: 'pending',
  amount: '0',
  dealWithId: null,
  assignedToId: null,
  attachedCommunicationIds: [],
  attachedContactIds: [],
  todoIds: [],
};

export async function areaTestStore(): Promise<AreaTestStore> {
  const testStore = await createTestStore();
  const { store, backend } = testStore;
  const account = async (name: string): Promise<Scope> => {
    const accountId = await store.accounts.createAccount(name);
    const userId = writtenValue(
      await store.accounts.createUser(
        accountId,
        { name: `${name} user`, email: `${name}@example.com` },
        hashToken(`${name}-${Math.random()}`),
      ),
    );
    return { accountId, userId };
  };
  const scope = await account('one');
  const other = await account('two');
  return {
    store,
    backend,
    scope,
    other,
    record: (kind, accountId = scope.accountId) => insertRecord(store.db.kysely, accountId, kind),
    version: async (kind, id) =>
      (await recordVersion(store.db.kysely, tableOfKind(kind), id)).version,
    close: () => testStore.close(),
  };
}

/** Sets these SuperTag values on a record, whatever the definition says (the route reads them against it). */
export const putValues = (
  tags: TagStore,
  scope: Scope,
  kind: RecordKind,
  id: number,
  name: string,
  values: SuperTagWrite,
): Promise<WriteResult> =>
  tags.putRecordSuperTag(scope, kind, id, name, () => ({ values, problems: [] }));
