import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

describe('sqlAccountStore', () => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
  });
  afterEach(() => t.close());

  it('answers duplicate for an e-mail the account has (ASCII case folded), and adds no user', async () => {
    const { accounts } = t.store;
    const { accountId } = t.scope;
    const ann = { name: 'Ann', email: 'Ann@Example.com' };
    const id = writtenValue(await accounts.createUser(accountId, ann, hashToken('ann-1')));
    const again = { name: 'Other Ann', email: 'ann@example.COM' };
    expect(await accounts.createUser(accountId, again, hashToken('ann-2'))).toEqual({
      status: 'duplicate',
      problems: [
        {
          field: 'email',
          message: 'A user with e-mail ann@example.COM already exists in this account',
        },
      ],
    });
    expect((await accounts.listUsers(accountId)).filter((u) => u.name.includes('Ann'))).toEqual([
      { id, accountId, name: 'Ann', email: 'Ann@Example.com' },
    ]);
    // Another account may have the same address.
    const elsewhere = await accounts.createUser(t.other.accountId, again, hashToken('ann-3'));
    expect(elsewhere.status).toBe('ok');
  });
});
