import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from '#server/proxy/testing/proxyHarness';
import {
  startRecordingUpstream,
  type RecordingUpstream,
} from '#server/proxy/testing/recordingUpstream';
import { ApiError } from './apiError';
import { createApiClient } from './client';

/** Shaped like `npm run hash-password` output; nobody signs in here, so it is never checked. */
const SOME_HASH = `scrypt$32768$8$1$${'s'.repeat(22)}$${'k'.repeat(43)}`;

describe('the console when its session is over', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({
      upstreams: [upstream.baseUrl],
      consoleLogin: { user: 'ops', passwordHash: SOME_HASH, sessionHours: 1 },
    });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('is sent to the sign-in page when the proxy answers 401 with X-Crm-Sign-In', async () => {
    const asked: string[] = [];
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${proxy.port}/service`,
      onSignInRequired: (path) => asked.push(path),
    });
    const error = await client.request('GET', '/companies.xml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(asked).toEqual(['/console/sign-in']);
    expect(upstream.requests).toEqual([]);
  });

  it('treats any other 401 as an ordinary error', async () => {
    const asked: string[] = [];
    const client = createApiClient({
      fetch: () =>
        Promise.resolve(
          new Response('<errors><error>No</error></errors>', {
            status: 401,
            headers: { 'x-crm-sign-in': '//evil.example/' },
          }),
        ),
      onSignInRequired: (path) => asked.push(path),
    });
    await expect(client.request('GET', '/companies.xml')).rejects.toBeInstanceOf(ApiError);
    expect(asked).toEqual([]);
  });
});
