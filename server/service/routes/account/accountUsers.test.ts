import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeAccountInfo,
  decodeAccountUser,
  decodeAccountUserList,
  encodeAccountUserChange,
  encodeNewAccountUser,
} from '#xml/account';
import { startTestService, type TestService } from '../../testing/serviceHarness';

describe('account settings: users', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const addColleague = (name: string, email: string, role: 'administrator' | 'member') =>
    service.request('POST', '/service/account/users.xml', {
      body: encodeNewAccountUser({ name, email, role }),
    });

  it("tells the account's name, the caller's role and the settings offered", async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const admin = await service.request('GET', '/service/account.xml');
    expect(decodeAccountInfo(admin.xml!)).toEqual({
      name: 'Test account',
      role: 'administrator',
      settings: ['users', 'supertags', 'stages'],
    });
    const member = await service.request('GET', '/service/account.xml', { token: bob.token });
    expect(decodeAccountInfo(member.xml!).role).toBe('member');
  });

  it('adds a colleague whose token, shown once, signs in at once', async () => {
    const res = await addColleague('Carol Jones', 'carol@example.com', 'member');
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const carol = decodeAccountUser(res.xml!);
    expect(carol).toMatchObject({ name: 'Carol Jones', role: 'member', active: true });
    expect(carol.token).toMatch(/^[0-9a-f]{40}$/);
    expect(res.headers['location']).toBe(`${service.url}/service/account/users/${carol.id}.xml`);
    const me = await service.request('GET', '/service/users/current.xml', { token: carol.token! });
    expect(me.status).toBe(200);
    const list = await service.request('GET', '/service/account/users.xml');
    expect(decodeAccountUserList(list.xml!).map((u) => [u.email, u.role, u.token])).toEqual([
      ['admin@example.com', 'administrator', undefined],
      ['carol@example.com', 'member', undefined],
    ]);
  });

  it('refuses a bad or taken e-mail and a blank or long name with the reasons, adding no one', async () => {
    const bad = await addColleague('', 'not-an-address', 'member');
    expect(bad.status).toBe(422);
    expect(bad.text).toContain("Name can't be blank");
    expect(bad.text).toContain('E-mail must be an address');
    expect((await addColleague('x'.repeat(256), 'x@example.com', 'member')).status).toBe(422);
    const taken = await addColleague('Admin again', 'ADMIN@example.com', 'member');
    expect(taken.status).toBe(409);
    const role = await service.request('POST', '/service/account/users.xml', {
      body: '<user><name>Dan</name><email>dan@example.com</email><role>owner</role></user>',
    });
    expect(role.status).toBe(422);
    const list = await service.request('GET', '/service/account/users.xml');
    expect(decodeAccountUserList(list.xml!)).toHaveLength(1);
  });

  it('deactivating stops the token at once; the user stays listed by name', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    expect((await service.request('GET', '/service/users.xml', { token: bob.token })).status).toBe(
      200,
    );
    const res = await service.request('PUT', `/service/account/users/${bob.scope.userId}.xml`, {
      body: encodeAccountUserChange({ active: false }),
    });
    expect(res.status).toBe(200);
    expect(decodeAccountUser(res.xml!)).toMatchObject({ name: 'Bob', active: false });
    expect((await service.request('GET', '/service/users.xml', { token: bob.token })).status).toBe(
      401,
    );
    const names = await service.request('GET', '/service/users.xml');
    expect(res.status).toBe(200);
    expect(names.text).toContain('<name>Bob</name>');
    // Activated again, the old token stays dead: only a reset gives one.
    await service.request('PUT', `/service/account/users/${bob.scope.userId}.xml`, {
      body: encodeAccountUserChange({ active: true }),
    });
    expect((await service.request('GET', '/service/users.xml', { token: bob.token })).status).toBe(
      401,
    );
  });

  it('resets a token: the new one works, the old one stops', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const res = await service.request(
      'POST',
      `/service/account/users/${bob.scope.userId}/token.xml`,
    );
    expect(res.status).toBe(200);
    const token = decodeAccountUser(res.xml!).token!;
    expect((await service.request('GET', '/service/users.xml', { token: bob.token })).status).toBe(
      401,
    );
    expect((await service.request('GET', '/service/users.xml', { token })).status).toBe(200);
    const missing = await service.request('POST', '/service/account/users/999999/token.xml');
    expect(missing.status).toBe(404);
  });

  it('gives and takes the administrator role, and keeps one active administrator', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const { userId } = service.scope;
    const demoteSelf = await service.request('PUT', `/service/account/users/${userId}.xml`, {
      body: encodeAccountUserChange({ role: 'member' }),
    });
    expect(demoteSelf.status).toBe(422);
    expect(demoteSelf.text).toContain('at least one active administrator');
    const promote = await service.request('PUT', `/service/account/users/${bob.scope.userId}.xml`, {
      body: encodeAccountUserChange({ role: 'administrator' }),
    });
    expect(decodeAccountUser(promote.xml!).role).toBe('administrator');
    const bobSees = await service.request('GET', '/service/account/users.xml', {
      token: bob.token,
    });
    expect(bobSees.status).toBe(200);
    const demote = await service.request('PUT', `/service/account/users/${userId}.xml`, {
      body: encodeAccountUserChange({ role: 'member' }),
      token: bob.token,
    });
    expect(demote.status).toBe(200);
    expect((await service.request('GET', '/service/account/users.xml')).status).toBe(403);
  });

  it("answers 403 to a member on every settings endpoint and to another account's user 404", async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const token = bob.token;
    const calls: [string, string][] = [
      ['GET', '/service/account/users.xml'],
      ['POST', '/service/account/users.xml'],
      ['PUT', `/service/account/users/${service.scope.userId}.xml`],
      ['POST', `/service/account/users/${service.scope.userId}/token.xml`],
    ];
    for (const [method, path] of calls) {
      const res = await service.request(method, path, { token, body: '<user/>' });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.text).toContain('administrators');
    }
    const eve = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const res = await service.request('PUT', `/service/account/users/${eve.scope.userId}.xml`, {
      body: encodeAccountUserChange({ active: false }),
    });
    expect(res.status).toBe(404);
    expect((await service.request('GET', '/service/users.xml', { token: eve.token })).status).toBe(
      200,
    );
  });
});
