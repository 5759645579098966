import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeUser, decodeUserList } from '#xml/user';
import { startTestService, type TestService } from '../testing/serviceHarness';

describe('users', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  it('lists the users of the current account only', async () => {
    await service.addUser('Bob Example', 'bob@example.com');
    await service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const res = await service.request('GET', '/service/users.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(decodeUserList(res.xml!).map((u) => u.email)).toEqual([
      'admin@example.com',
      'bob@example.com',
    ]);
  });

  it('shows the current user', async () => {
    const bob = await service.addUser('Bob Example', 'bob@example.com');
    const res = await service.request('GET', '/service/users/current.xml', { token: bob.token });
    expect(decodeUser(res.xml!)).toEqual({
      id: bob.scope.userId,
      name: 'Bob Example',
      email: 'bob@example.com',
    });
  });
});
