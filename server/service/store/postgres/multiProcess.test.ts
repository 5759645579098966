import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeCompany, decodeCompanyList } from '#xml/company';
import { decodeLocationList } from '#xml/location';
import { decodeTagList } from '#xml/tag';
import { describePostgres } from '../testing/describePostgres';
import { call, idOfLocation } from '../testing/httpClient';
import { startServiceProcess, type ServiceProcess } from '../testing/serviceProcess';
import { acquireTestSchema, type TestSchema } from '../testing/testSchema';

const ROOT = join(import.meta.dirname, '../../../..');
const TOKEN = 'multi-process-test-token-0123456789';

/** `npm run admin -- ARGS` against the same database; resolves with its standard output. */
function admin(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['server/service/admin/cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`admin ${args.join(' ')} exited with ${code}: ${err}`)),
    );
  });
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describePostgres('two service processes on one PostgreSQL database', () => {
  let schema: TestSchema;
  let dataDir: string;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let token = TOKEN;
  /** The two processes taken in turn, so concurrent writers go through both. */
  const via = (i: number): string => (i % 2 === 0 ? a.url : b.url);

  beforeAll(async () => {
    schema = await acquireTestSchema(process.env['TEST_DATABASE_URL']!, { durable: true });
    dataDir = mkdtempSync(join(tmpdir(), 'crm-multi-'));
    // The first start creates the account; the second finds it and takes the same token.
    a = await startServiceProcess({
      databaseUrl: schema.url,
      dataDir: join(dataDir, 'a'),
      token: TOKEN,
    });
    b = await startServiceProcess({
      databaseUrl: schema.url,
      dataDir: join(dataDir, 'b'),
      token: TOKEN,
    });
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  const createCompany = async (base: string, name: string): Promise<number> => {
    const res = await call(base, token, 'POST', '/service/companies.xml', {
      body: `<company><name>${escapeXml(name)}</name></company>`,
    });
    expect(res.status, res.text).toBe(201);
    return idOfLocation(res.location);
  };

  it(
    'keeps every acknowledged create, exactly once, whichever process took it',
    { timeout: 60_000 },
    async () => {
      const ids = await Promise.all(
        Array.from({ length: 60 }, (_, i) => createCompany(via(i), `Created ${i}`)),
      );
      expect(new Set(ids).size).toBe(60);
      for (const base of [a.url, b.url]) {
        const listed = decodeCompanyList(
          (await call(base, token, 'GET', '/service/companies.xml?limit=500')).xml!,
        ).filter((c) => c.name.startsWith('Created '));
        expect(listed.map((c) => c.id).sort((x, y) => x - y)).toEqual(
          [...ids].sort((x, y) => x - y),
        );
        expect(new Set(listed.map((c) => c.name)).size).toBe(60);
      }
    },
  );

  it(
    'loses no update: read-modify-write with If-Match from both processes adds every step once',
    { timeout: 90_000 },
    async () => {
      const id = await createCompany(a.url, 'Counter');
      const path = `/service/companies/${id}.xml`;
      const step = async (base: string, mark: string): Promise<number> => {
        for (let attempt = 1; ; attempt++) {
          const current = await call(base, token, 'GET', path);
          const notes = decodeCompany(current.xml!).notes;
          const res = await call(base, token, 'PUT', path, {
            body: `<company><notes>${notes}${mark};</notes></company>`,
            ifMatch: current.etag!,
          });
          if (res.status === 200) return attempt;
          expect(res.status, res.text).toBe(412);
        }
      };
      const workers = Array.from({ length: 6 }, async (_, w) => {
        for (let i = 0; i < 5; i++) await step(via(w), `w${w}.${i}`);
      });
      await Promise.all(workers);
      const notes = decodeCompany((await call(b.url, token, 'GET', path)).xml!).notes;
      const marks = notes.split(';').filter((m) => m !== '');
      expect(marks).toHaveLength(30);
      expect(new Set(marks).size).toBe(30);
      // Each successful PUT moved the version by one: the ETag counts them.
      expect((await call(a.url, token, 'GET', path)).etag).toBe('"v31"');
    },
  );

  it(
    'answers one of many same-version If-Match updates with 200 and the rest with 412',
    { timeout: 60_000 },
    async () => {
      const id = await createCompany(b.url, 'Contested');
      const path = `/service/companies/${id}.xml`;
      const etag = (await call(a.url, token, 'GET', path)).etag!;
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(via(i), token, 'PUT', path, {
            body: `<company><notes>writer ${i}</notes></company>`,
            ifMatch: etag,
          }),
        ),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 412)).toHaveLength(11);
      const winner = replies.findIndex((r) => r.status === 200);
      expect(decodeCompany((await call(b.url, token, 'GET', path)).xml!).notes).toBe(
        `writer ${winner}`,
      );
    },
  );

  it(
    'makes one tag of a new name added at once through both processes, in any case',
    { timeout: 60_000 },
    async () => {
      const ids = await Promise.all(
        Array.from({ length: 16 }, (_, i) => createCompany(via(i), `Tagged ${i}`)),
      );
      const spellings = ['Launch', 'launch', 'LAUNCH'];
      const adds = [
        ...ids.map((id, i) =>
          call(via(i + 1), token, 'PUT', `/service/companies/${id}/add_tag.xml`, {
            body: `<tag>${spellings[i % 3]}</tag>`,
          }),
        ),
        // The same record and tag from many writers at once: one tagging.
        ...Array.from({ length: 10 }, (_, i) =>
          call(via(i), token, 'PUT', `/service/companies/${ids[0]}/add_tag.xml`, {
            body: `<tag>${spellings[i % 3]}</tag>`,
          }),
        ),
      ];
      expect((await Promise.all(adds)).map((r) => r.status)).toEqual(adds.map(() => 200));
      const tags = decodeTagList(
        (await call(a.url, token, 'GET', '/service/tags.xml')).xml!,
      ).filter((t) => t.name.toLowerCase() === 'launch');
      expect(tags).toHaveLength(1);
      for (const [i, id] of ids.entries()) {
        const company = decodeCompany(
          (await call(via(i), token, 'GET', `/service/companies/${id}.xml`)).xml!,
        );
        expect(company.tags.map((t) => t.id)).toEqual([tags[0]!.id]);
      }
    },
  );

  it(
    'makes one location of a label created at once through both processes',
    { timeout: 60_000 },
    async () => {
      const id = await createCompany(a.url, 'Located');
      const replies = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          call(via(i), token, 'POST', `/service/companies/${id}/locations.xml`, {
            body: `<location><label>Work</label><email>w${i}@example.com</email></location>`,
          }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 201));
      const locations = decodeLocationList(
        (await call(b.url, token, 'GET', `/service/companies/${id}/locations.xml`)).xml!,
      );
      expect(locations.map((l) => l.label)).toEqual(['Work']);
      expect(locations[0]!.email).toMatch(/^w\d+@example\.com$/);
    },
  );

  it(
    'refuses a reset token in both processes on the very next request',
    { timeout: 60_000 },
    async () => {
      for (const base of [a.url, b.url])
        expect((await call(base, token, 'GET', '/service/users.xml')).status).toBe(200);
      const output = await admin(['reset-token', 'admin@example.com'], {
        DATABASE_URL: schema.url,
        DATA_DIR: join(dataDir, 'admin'),
      });
      const fresh = output.trim();
      expect(fresh).toMatch(/^[0-9a-f]{40}$/);
      for (const base of [a.url, b.url]) {
        expect((await call(base, TOKEN, 'GET', '/service/users.xml')).status).toBe(401);
        expect((await call(base, fresh, 'GET', '/service/users.xml')).status).toBe(200);
      }
      token = fresh;
    },
  );
});
