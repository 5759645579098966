import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../http/basicAuth';
import { silentLogger } from '../../http/logger';
import { exchange } from '../../http/testing/rawSocket';
import { hashToken } from '../auth/token';
import { startServiceServer, type RunningService } from '../serviceServer';
import { createSqliteStore } from '../store/openStore';
import type { Store } from '../store/store';

const TOKEN = 'base-url-test-token-7a3c9e1f5b2d8e4c';

describe('Location headers without SERVICE_PUBLIC_URL', () => {
  let store: Store;
  let running: RunningService;
  let port: number;
  beforeAll(async () => {
    store = await createSqliteStore(':memory:');
    const accountId = await store.accounts.createAccount('Hosts');
    await store.accounts.createUser(
      accountId,
      { name: 'Ann', email: 'ann@example.com' },
      hashToken(TOKEN),
    );
    running = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
      allowedHosts: ['crm.internal'],
    });
    port = Number(new URL(running.url).port);
  });
  afterAll(async () => {
    await running.close();
    await store.close();
  });

  /** The Location of a company created with `Host: host`. */
  async function locationFor(host: string): Promise<string> {
    const body = '<company><name>Acme</name></company>';
    const answer = await exchange(
      port,
      `POST /service/companies.xml HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${basicAuthorization(TOKEN)}\r\nContent-Type: application/xml\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    return /\r\nlocation: (\S+)\r\n/i.exec(answer)?.[1] ?? '';
  }

  it('takes Host when it is a loopback name or an allowed one, alone or with the port', async () => {
    for (const host of [
      'localhost',
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'crm.internal',
      `CRM.internal:${port}`,
    ])
      expect(await locationFor(host)).toMatch(
        new RegExp(
          `^http://${host.toLowerCase().replace(/[.[\]]/g, '\\$&')}/service/companies/\\d+\\.xml$`,
        ),
      );
  });

  it('uses the address the request reached for any other Host', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      'localhost:1',
      'crm.internal.evil.example',
    ])
      expect(await locationFor(host)).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/service/companies/\\d+\\.xml$`),
      );
  });
});
