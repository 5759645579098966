import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createCompany, getCompany, listCompanies, updateCompany } from '../companies';
import { clientForService } from '../testing/serviceClient';
import {
  closedPort,
  startTinyServer,
  type TinyReply,
  type TinyServer,
} from '../testing/tinyServer';
import { decodeErrorDocument } from '#xml/errorDocument';
import { ApiError, isConflict, isNotFound } from './apiError';
import { createApiClient, servicePath } from './client';
import { basicAuthorization } from '#server/http/basicAuth';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`Expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('Expected the request to fail');
}

describe('client against the real service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('creates, reads the id from Location, shows with an ETag, and refuses a stale If-Match with 412', async () => {
    const client = clientForService(service);
    const id = await createCompany(client, {
      name: 'Acme & Sons',
      notes: 'Makers of <everything>',
    });
    expect(id).toBeGreaterThan(0);

    const shown = await getCompany(client, id);
    expect(shown.value.id).toBe(id);
    expect(shown.value.name).toBe('Acme & Sons');
    expect(shown.value.notes).toBe('Makers of <everything>');
    expect(shown.etag).toMatch(/^(W\/)?".+"$/);

    await updateCompany(client, { id, input: { name: 'Acme Ltd' }, ifMatch: shown.etag! });
    const after = await getCompany(client, id);
    expect(after.value.name).toBe('Acme Ltd');
    expect(after.etag).not.toBe(shown.etag);

    // The first ETag is stale now: the update is refused and nothing changes.
    const error = await caught(
      updateCompany(client, { id, input: { name: 'Lost update' }, ifMatch: shown.etag! }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(412);
    expect(isConflict(error)).toBe(true);
    expect(error.messages.length).toBeGreaterThan(0);
    expect((await getCompany(client, id)).value.name).toBe('Acme Ltd');
  });

  it('turns a 404 into ApiError http 404 carrying the service message', async () => {
    const client = clientForService(service);
    const direct = await service.request('GET', '/service/companies/987654.xml');
    const expected = decodeErrorDocument(direct.text);
    expect(expected.length).toBeGreaterThan(0);

    const error = await caught(getCompany(client, 987654));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(isNotFound(error)).toBe(true);
    expect(isConflict(error)).toBe(false);
    expect(error.messages).toEqual(expected);
  });

  it('sends search parameters in the API format', async () => {
    const client = clientForService(service);
    await createCompany(client, { name: 'Zeta Search Co' });
    const found = await listCompanies(client, {
      name: 'Zeta Search',
      updatedSince: '2000-01-01T00:00:00Z',
      limit: 5,
    });
    expect(found.map((c) => c.name)).toEqual(['Zeta Search Co']);
  });

  it('reports refused credentials as http 401 with the service message', async () => {
    const client = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: basicAuthorization('wrong-token') },
    });
    const error = await caught(getCompany(client, 1));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.messages[0]).not.toBe('');
  });
});

describe('client against odd servers', () => {
  let server: TinyServer;
  let next: TinyReply = {};
  beforeAll(async () => {
    server = await startTinyServer(() => next);
  });
  afterAll(() => server.close());
  const client = () =>
    createApiClient({
      baseUrl: `${server.url}/service`,
      headers: { authorization: 'Basic dGVzdDp4' },
    });

  it('sends Accept, Content-Type on bodies, If-Match and the extra headers', async () => {
    next = { status: 200 };
    await updateCompany(client(), { id: 3, input: { name: 'Héllo' }, ifMatch: '"v7"' });
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/service/companies/3.xml');
    expect(request.headers['accept']).toBe('application/xml');
    expect(request.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(request.headers['if-match']).toBe('"v7"');
    expect(request.headers['authorization']).toBe('Basic dGVzdDp4');
    expect(request.body).toContain('<name>Héllo</name>');

    next = { status: 200, body: '<companies type="array"/>' };
    await listCompanies(client(), {});
    const get = server.requests.at(-1)!;
    expect(get.headers['content-type']).toBeUndefined();
    expect(get.headers['if-match']).toBeUndefined();
  });

  it.each([
    ['an unclosed element', '<company><id>'],
    ['an HTML page', '<!DOCTYPE html><html><body>Welcome</body></html>'],
    ['another document', '<?xml version="1.0"?><person><id>1</id></person>'],
    ['a non-integer id', '<company><id>seven</id><name>x</name></company>'],
    ['an empty body', ''],
  ])('turns a 200 with %s into ApiError undecodable', async (_what, body) => {
    next = { status: 200, headers: { 'content-type': 'application/xml' }, body };
    const error = await caught(getCompany(client(), 1));
    expect(error.kind).toBe('undecodable');
    expect(error.status).toBe(200);
    expect(error.messages[0]).toMatch(/could not be read/);
  });

  it('turns an error status with an HTML page into a message for the status', async () => {
    next = {
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>Bad gateway</body></html>',
    };
    const error = await caught(getCompany(client(), 1));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.messages).toEqual(['The CRM service could not be reached']);
  });

  it('keeps the messages of the proxy’s own error documents (504)', async () => {
    next = {
      status: 504,
      body: '<?xml version="1.0" encoding="UTF-8"?>\n<errors><error>The CRM service did not answer in time</error></errors>',
    };
    const error = await caught(listCompanies(client()));
    expect(error.status).toBe(504);
    expect(error.messages).toEqual(['The CRM service did not answer in time']);
  });

  it('reads Retry-After on 429', async () => {
    next = { status: 429, headers: { 'retry-after': '30' } };
    const error = await caught(listCompanies(client()));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.messages).toEqual(['Too many attempts: try again in 30 seconds']);
  });

  it('gives the default messages for 412, 413 and 422 without a document', async () => {
    for (const [status, pattern] of [
      [412, /changed by someone else/],
      [413, /too large/],
      [422, /not accepted/],
    ] as const) {
      next = { status };
      const error = await caught(updateCompany(client(), { id: 1, input: { name: 'x' } }));
      expect(error.status).toBe(status);
      expect(error.messages[0]).toMatch(pattern);
    }
  });

  it('turns an abort into ApiError aborted', async () => {
    next = { hang: true };
    const controller = new AbortController();
    const pending = listCompanies(client(), {}, controller.signal);
    setTimeout(() => controller.abort(), 30);
    const error = await caught(pending);
    expect(error.kind).toBe('aborted');
    expect(error.status).toBeNull();

    const already = AbortSignal.abort();
    expect((await caught(getCompany(client(), 1, already))).kind).toBe('aborted');
  });
});

describe('client without a server', () => {
  it('turns a refused connection into ApiError network', async () => {
    const port = await closedPort();
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/service` });
    const error = await caught(listCompanies(client));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.messages[0]).toMatch(/could not be reached/);
  });
});

describe('servicePath', () => {
  it('encodes each segment and appends .xml', () => {
    expect(servicePath('companies', 12, 'locations', 'work place/2')).toBe(
      '/companies/12/locations/work%20place%2F2.xml',
    );
    expect(servicePath('super_tags', 'work schedule')).toBe('/super_tags/work%20schedule.xml');
  });

  it('encodes a dot that starts a name, or a piece of it after a slash, and no other', () => {
    expect(servicePath('tags', '.NET developers')).toBe('/tags/%2ENET%20developers.xml');
    expect(servicePath('companies', 1, 'locations', 'HQ/.old')).toBe(
      '/companies/1/locations/HQ%2F%2Eold.xml',
    );
    expect(servicePath('tags', 'a\\..b')).toBe('/tags/a%5C%2E.b.xml');
    expect(servicePath('tags', 'v1.2')).toBe('/tags/v1.2.xml');
  });
});
