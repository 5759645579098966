import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { capturingLogger, request } from '../proxy/testing/proxyHarness';
import { startProxyServer } from './proxyServer';
import { chooseUpstream } from './upstreamChoice';

const TOKEN = 'embedded-token-5f4e3d2c1b0a9e8d7c6b5a4f';

describe('chooseUpstream', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'upstream-choice-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the embedded service on 127.0.0.1 and hands its token to the proxy only', async () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    const config = loadConfig({
      PORT: '0',
      SERVICE_PORT: '0',
      DATA_DIR: dataDir,
      CRM_API_TOKEN: TOKEN,
      CRM_SEED: 'none',
    });
    const upstream = await chooseUpstream(config, log);
    const proxy = await startProxyServer({ config, upstream, log });
    try {
      expect(upstream.label).toBe('embedded');
      expect(upstream.description).toBe('embedded service');
      expect(upstream.upstreams[0]?.hostname).toBe('127.0.0.1');
      expect(upstream.token).toBe(TOKEN);

      const users = await request(proxy.port, { path: '/service/users.xml' });
      expect(users.status).toBe(200);
      expect(users.body).toContain('<email>admin@example.com</email>');
      const info = await request(proxy.port, { path: '/console/info.json' });
      expect(info.body).toBe('{"upstream":"embedded"}');
      for (const answer of [users, info]) {
        expect(answer.body).not.toContain(TOKEN);
        expect(answer.rawHeaders).not.toContain(TOKEN);
      }
    } finally {
      await proxy.close();
      await upstream.close();
    }
    expect(lines.some((line) => line.includes('embedded service listening'))).toBe(true);
    const base64 = Buffer.from(`${TOKEN}:x`).toString('base64');
    for (const line of lines) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(base64);
    }
  });

  it('uses CRM_BASE_URL and CRM_API_TOKEN without starting anything', async () => {
    const config = loadConfig({
      CRM_BASE_URL: 'https://acme.crm.example.com:8443/acct',
      CRM_API_TOKEN: TOKEN,
      DATA_DIR: dataDir,
    });
    const upstream = await chooseUpstream(config, capturingLogger([]));
    expect(upstream.upstreams.map((url) => url.href)).toEqual([
      'https://acme.crm.example.com:8443/acct',
    ]);
    expect(upstream.token).toBe(TOKEN);
    expect(upstream.label).toBe('acme.crm.example.com');
    expect(upstream.description).toBe('acme.crm.example.com:8443');
    await upstream.close();
  });
});
