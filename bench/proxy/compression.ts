import type { ChildProcess } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import { call, expectStatus } from './api';
import { cpuOf, spawnChild } from './children';
import { loadOf } from './load';

/** Companies in the list the browser reads: one page of 100, as the companies screen asks. */
const COMPANIES = 100;
const PATH = `/service/companies.xml?limit=${COMPANIES}`;

/** The proxied answer's bytes on the wire with this Accept-Encoding, checked to decode to `raw`. */
function wireBytes(port: number, coding: string, raw: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: PATH,
        headers: { host: `localhost:${port}`, 'accept-encoding': coding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body
          ).toString('utf8');
          if (text !== raw)
            reject(new Error(`the ${coding} answer does not decode to the document`));
          else resolve(body.length);
        });
      },
    );
    req.on('error', reject);
  });
}

/**
 * What compressing API answers costs the proxy (issue 31): a page of 100 companies through a
 * proxy + service pair of their own, asked without Accept-Encoding, with gzip and with Brotli as
 * a browser sends it; the proxy's CPU per request and its requests per second for each, and the
 * bytes on the wire.
 */
export async function measureCompression(dataDir: string, children: ChildProcess[]): Promise<void> {
  const service = await spawnChild('service', dataDir);
  children.push(service.child);
  const proxy = await spawnChild('proxy', `http://127.0.0.1:${service.port}`);
  children.push(proxy.child);
  for (let n = 0; n < COMPANIES; n++)
    await expectStatus(
      call(
        service.port,
        'POST',
        '/service/companies.xml',
        `<company><name>Compressed Company ${n}</name><notes>A company listed for the compression benchmark, number ${n}.</notes></company>`,
      ),
      201,
      'create company',
    );
  const raw = (await expectStatus(call(service.port, 'GET', PATH), 200, 'list')).body;
  const load = loadOf(PATH);
  const codings = [
    { label: 'identity', header: {} },
    { label: 'gzip', header: { 'accept-encoding': 'gzip' } },
    { label: 'br', header: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  ];
  const figures: string[] = [];
  for (const coding of codings) {
    await load(proxy.port, { host: `localhost:${proxy.port}`, ...coding.header });
    const before = await cpuOf(proxy.child);
    const run = await load(proxy.port, { host: `localhost:${proxy.port}`, ...coding.header });
    const cpuMs = (await cpuOf(proxy.child)) - before;
    const bytes =
      coding.label === 'identity'
        ? Buffer.byteLength(raw)
        : await wireBytes(proxy.port, coding.header['accept-encoding'] ?? '', raw);
    figures.push(
      `${coding.label} ${Math.round((cpuMs * 1000) / run.sent)} µs/request, ${Math.round(run.perSecond)} req/s, ${bytes.toLocaleString('en-US')} B`,
    );
  }
  process.stdout.write(
    `compression of API answers (proxy, GET ${PATH}, ${Buffer.byteLength(raw).toLocaleString('en-US')} B of XML): ${figures.join('; ')}\n`,
  );
  proxy.child.kill();
  service.child.kill();
}
