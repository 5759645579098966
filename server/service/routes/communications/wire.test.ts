import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCommunication } from '#xml/communication';
import { decodeComment } from '#xml/megaComment';
import { hashToken } from '../../auth/token';
import { parseWireRequest, WIRE_DIR, type WireRequest } from '../../testing/wireFixtures';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A capture as its client sent it; the capture writes the .NET client's byte-order mark as a placeholder. */
function loadCapture(file: string, ids: Record<string, number> = {}): WireRequest {
  const wire = parseWireRequest(file, readFileSync(join(WIRE_DIR, file)));
  const mapIds = (text: string): string => text.replace(/\b\d+\b/g, (id) => String(ids[id] ?? id));
  const body = wire.body.toString('utf8').replace('<U+FEFF BOM>', '\uFEFF');
  return { ...wire, target: mapIds(wire.target), body: Buffer.from(body, 'utf8') };
}

function send(url: string, wire: WireRequest, withCredentials = true): Promise<Reply> {
  const { authorization, ...anonymous } = wire.headers;
  const headers = {
    ...(withCredentials ? { ...anonymous, authorization: authorization! } : anonymous),
    'content-length': String(wire.body.length),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${wire.target}`, { method: wire.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(wire.body);
  });
}

/** Replays of the captured requests of this area (shared/fixtures/wire), byte for byte, with their credentials ("secret"). */
describe('wire replays: communications and comments', () => {
  let env: ServiceWithDb;
  beforeAll(async () => {
    env = await startServiceWithDb();
    await env.service.store.accounts.createUser(
      env.service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
  });
  afterAll(() => env.close());

  const replayCreate = async (file: string, ids: Record<string, number> = {}): Promise<string> => {
    const wire = loadCapture(file, ids);
    if (file.startsWith('net.')) {
      // The .NET client sends without credentials first and retries after the Basic challenge.
      const challenge = await send(env.service.url, wire, false);
      expect(challenge.status).toBe(401);
      expect(String(challenge.headers['www-authenticate'])).toMatch(/^Basic realm="/);
    }
    const reply = await send(env.service.url, wire);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.text).toBe('');
    const location = String(reply.headers['location']);
    expect(location).toMatch(new RegExp(`^${env.service.url}/service/[a-z]+/\\d+\\.xml$`));
    return location.slice(env.service.url.length);
  };
  const showXml = async (path: string) => {
    const res = await env.service.request('GET', path);
    expect(res.status, res.text).toBe(200);
    return res.xml!;
  };

  it.each([
    [
      'ruby-gem.communication-create.request.txt',
      'Hello cc1795254486178',
      'Body text',
      '2009-03-17T20:16:35Z',
    ],
    [
      'net.communication-create.request.txt',
      'NetSubj nt179525449082',
      'body',
      '2009-03-17T20:16:35Z',
    ],
    [
      'php.communication-create-form.request.txt',
      'PHP subject ph1795254488783',
      'This is the body',
      '2010-07-28T10:00:00Z',
    ],
  ])('%s creates the communication it sent', async (file, subject, body, date) => {
    const path = await replayCreate(file);
    const created = decodeCommunication(await showXml(path));
    expect(created).toMatchObject({
      subject,
      body,
      date,
      ctype: 'Email',
      tags: [],
      megaComments: [],
    });
  });

  it('net.comment-create.request.txt comments on the company it names', async () => {
    const company = await env.company('Net Co');
    const path = await replayCreate('net.comment-create.request.txt', { '92': company });
    const comment = decodeComment(await showXml(path));
    expect(comment).toMatchObject({
      comment: 'net comment nt179525449082',
      user: 'Wire Client',
      recordId: company,
    });
    const companyComments = await env.service.store.comments.commentsOf(
      env.service.scope,
      'company',
      [company],
    );
    expect(companyComments.get(company)!.map((c) => c.id)).toEqual([idFromLocation(path)]);
  });
});
