import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, type CheckContext } from './check';
import { startServiceProcess, type ChildServer } from './processes';
import { ServiceClient } from './serviceClient';

/** A service process of its own for one check, on a fresh data directory; removed afterwards. */
export interface ServiceFixture {
  service: ChildServer;
  client: ServiceClient;
  dataDir: string;
  token: string;
}

export async function serviceForCheck(
  ctx: CheckContext,
  label: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<ServiceFixture> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `faults-${label}-`));
  if (options.dataDir === undefined)
    ctx.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  // Random and over 32 characters: the service refuses a weaker CRM_API_TOKEN at start.
  const token = `faults-${label}-${ctx.random.int(1e9, 9e9)}-${ctx.random.int(1e9, 9e9)}-${ctx.random.int(1e9, 9e9)}`;
  const service = await startServiceProcess({ dataDir, token, env: options.env });
  ctx.defer(() => service.kill());
  // Runs first: a failing check's line then also names what the service logged.
  ctx.defer(() => {
    const errors = service.unhandledErrors();
    if (errors.length > 0)
      throw new Error(
        `the service logged ${errors.length === 1 ? 'an unexpected error' : 'unexpected errors'}: ${errors[0]}`,
      );
  });
  const client = new ServiceClient(service.url, token);
  ctx.defer(() => client.close());
  return { service, client, dataDir, token };
}

/**
 * The process is up. (That it logged no unexpected error — each would have been a 500 — is
 * checked after every check that uses `serviceForCheck`.)
 */
export function assertHealthy(service: ChildServer, when: string): void {
  assert(service.alive(), () => `the service died ${when}:\n${service.output().slice(-1500)}`);
}
