import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../../server/service/admin/commands/createAccount';
import { createUser } from '../../server/service/admin/commands/createUser';
import { hashToken } from '../../server/service/auth/token';
import { openStore } from '../../server/service/store/openStore';
import type { Store } from '../../server/service/store/store';
import { basicAuth } from '../testing/http';
import { startProxyProcess, startServiceProcess, type ChildServer } from '../testing/processes';

/**
 * The real product for one attack, on a fresh data directory with two accounts: the attacker's
 * (the first account, whose token the proxy injects) and a bystander's, made as `npm run admin`
 * makes them. `proxy` is the console's proxy process with its embedded service (the bystander
 * reaches that service on its own port with its own token); `service` is `npm run service` alone.
 */
export type ProductKind = 'proxy' | 'service';

/** What an attack may store before the product starts (straight into the store: an API fill is slow). */
export interface Seeding {
  store: Store;
  attackerAccountId: number;
}

export interface Product {
  kind: ProductKind;
  /** The process the attack aims at (its memory is sampled). */
  attacked: ChildServer;
  /** Where the attack is sent: the proxy, or the service. */
  attackUrl: string;
  /** Headers the attacker sends everywhere: Host for the proxy, the attacker's token for the service. */
  attackHeaders: Record<string, string>;
  /** The XML service (embedded or alone), where the other accounts' clients go. */
  serviceUrl: string;
  attackerToken: string;
  bystanderToken: string;
  /** Log lines of errors the processes did not expect (each was a 500). */
  unhandledErrors(): string[];
  stop(): Promise<void>;
}

/**
 * A random token of 48 hex characters: the token-strength rules (at least 32 characters, 128
 * bits) accept it, so the harness measures the same product before and after them.
 */
export function strongToken(): string {
  return randomBytes(24).toString('hex');
}

/**
 * Time to start: 3 s on an idle machine, but the code is compiled on start (the proxy's, then its
 * embedded service thread's), which took 20–45 s on two cores shared with eight busy sessions.
 */
const START_MS = 60_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function prepareStore(
  dataDir: string,
  attackerToken: string,
  seed: ((seeding: Seeding) => Promise<void>) | undefined,
): Promise<string> {
  const store = await openStore({ dataDir });
  try {
    const first = await store.accounts.createFirstAccount(
      'Attacker account',
      { name: 'Attacker', email: 'attacker@example.com' },
      hashToken(attackerToken),
    );
    if (first === null) throw new Error(`the data directory ${dataDir} was not empty`);
    const admin = { store, dataDir, out: () => undefined, note: () => undefined };
    const accountId = await createAccount(admin, {
      name: 'Bystander account',
      utcOffsetMinutes: 0,
    });
    const { token } = await createUser(admin, {
      accountId,
      name: 'Bystander',
      email: 'bystander@example.com',
    });
    await seed?.({ store, attackerAccountId: first.accountId });
    return token;
  } finally {
    await store.close();
  }
}

export async function startProduct(
  kind: ProductKind,
  seed?: (seeding: Seeding) => Promise<void>,
): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), `faults-hostile-${kind}-`));
  const removeData = (): void => rmSync(dataDir, { recursive: true, force: true });
  const attackerToken = strongToken();
  let attacked: ChildServer;
  let bystanderToken: string;
  const servicePort = kind === 'proxy' ? await freePort() : 0;
  try {
    bystanderToken = await prepareStore(dataDir, attackerToken, seed);
    attacked =
      kind === 'service'
        ? await startServiceProcess({ dataDir, token: attackerToken, readyTimeoutMs: START_MS })
        : await startProxyProcess({
            // An empty CRM_BASE_URL means "no remote upstream": the proxy embeds the service.
            upstream: '',
            token: attackerToken,
            readyTimeoutMs: START_MS,
            env: {
              CRM_BASE_URL: '',
              DATA_DIR: dataDir,
              CRM_SEED: 'none',
              SERVICE_PORT: String(servicePort),
            },
          });
  } catch (error) {
    removeData();
    throw error;
  }
  const serviceUrl = kind === 'service' ? attacked.url : `http://127.0.0.1:${servicePort}`;
  return {
    kind,
    attacked,
    attackUrl: attacked.url,
    attackHeaders:
      kind === 'proxy'
        ? { host: `localhost:${attacked.port}` }
        : { authorization: basicAuth(attackerToken) },
    serviceUrl,
    attackerToken,
    bystanderToken,
    unhandledErrors: () => attacked.unhandledErrors(),
    async stop() {
      await attacked.kill();
      removeData();
    },
  };
}
