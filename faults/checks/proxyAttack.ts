import { assert, FIGURES, type Check } from '../testing/check';
import { errorMessages, rawBody, rawExchange, send } from '../testing/http';
import { startCanary, startRecorder, type Recorded } from '../testing/listeners';
import { startProxyProcess } from '../testing/processes';
import { proxyAttacks, type Attack } from './proxy/attacks';

/**
 * Issue 7, the proxy under attack: the real proxy process forwards to a recording upstream on
 * 127.0.0.1 while a canary listens on 127.0.0.2. Every attack must be refused with an error
 * document (or, for the few that are forwarded, arrive cleaned); the canary must never see a
 * connection, and no answer may carry the API token.
 */
const SMUGGLED = '<company><name>Smuggled</name></company>';

function smuggling(port: number): Record<string, string> {
  const hidden = `POST /service/companies.xml HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/xml\r\nContent-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`;
  const chunked = `0\r\n\r\n${hidden}`;
  const start = `POST /service/companies.xml HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/xml\r\n`;
  return {
    '{SMUGGLE_CLTE}': `${start}Content-Length: ${chunked.length}\r\nTransfer-Encoding: chunked\r\n\r\n${chunked}`,
    '{SMUGGLE_TECL}': `${start}Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n${chunked}`,
    '{SMUGGLE_10TE}': `POST /service/companies.xml HTTP/1.0\r\nHost: localhost:${port}\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n${chunked}`,
  };
}

export const proxyAttackCheck: Check = {
  name: 'proxy under attack: forged Host, foreign origins, traversal to a canary, TRACE, upgrades, injection, smuggling',
  timeoutMs: 90_000,
  async run(ctx) {
    const upstream = await startRecorder('127.0.0.1');
    ctx.defer(() => upstream.close());
    const canary = await startCanary('127.0.0.2');
    ctx.defer(() => canary.close());
    upstream.reply = (request, res) => {
      if (request.url.startsWith('/service/reflect.xml')) {
        res.writeHead(302, {
          'set-cookie': 'upstream=1; Path=/',
          'www-authenticate': 'Basic realm="upstream"',
          'proxy-authenticate': 'Basic realm="upstream"',
          'access-control-allow-origin': '*',
          'access-control-allow-credentials': 'true',
          location: `http://${canary.host}:${canary.port}/steal`,
          'content-length': '0',
        });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<companies type="array"/>');
    };
    const token = `proxy-secret-${ctx.random.int(1e9, 9e9)}-${ctx.random.int(1e9, 9e9)}-${ctx.random.int(1e9, 9e9)}`;
    const proxy = await startProxyProcess({ upstream: upstream.url, token });
    ctx.defer(() => proxy.kill());
    const canaryAddress = `${canary.host}:${canary.port}`;
    const payloads = smuggling(proxy.port);
    const fill = (text: string): string =>
      Object.entries(payloads)
        .reduce((out, [key, value]) => out.replaceAll(key, value), text)
        .replaceAll('{P}', String(proxy.port))
        .replaceAll('{C}', canaryAddress)
        .replaceAll('{U}', String(upstream.port));
    const secrets = [token, Buffer.from(`${token}:x`).toString('base64')];

    // The way in works: a plain request arrives with the proxy's credentials.
    const sane = await send(proxy.url, {
      path: '/service/companies.xml',
      headers: { host: `localhost:${proxy.port}` },
    });
    assert(
      sane.status === 200 && upstream.requests.length === 1,
      `a plain GET through the proxy answered ${sane.status} (${upstream.requests.length} upstream requests)`,
    );

    const problems: string[] = [];
    const attacks = proxyAttacks(token);
    for (const attack of attacks) {
      const before = upstream.requests.length;
      const problem = await attempt(
        attack,
        proxy.port,
        proxy.url,
        fill,
        secrets,
        upstream.requests,
      );
      const reached = upstream.requests.slice(before);
      if (problem !== undefined) problems.push(`${attack.name}: ${problem}`);
      else if (attack.forwarded !== true && reached.length > 0)
        problems.push(
          `${attack.name}: reached the upstream as ${reached.map((r) => `${r.method} ${r.url}`).join(', ')}`,
        );
      const smuggled = reached.find((r) => r.body.includes('Smuggled'));
      if (smuggled !== undefined || reached.length > 1)
        problems.push(
          `${attack.name}: ${reached.length} requests reached the upstream (a hidden request got through)`,
        );
    }
    if (canary.connections() > 0)
      problems.push(
        `the canary on ${canaryAddress} was reached ${canary.connections()} times: ${JSON.stringify(canary.received().slice(0, 200))}`,
      );
    if (!proxy.alive()) problems.push('the proxy process died');
    const logged = proxy.unhandledErrors();
    if (logged.length > 0) problems.push(`the proxy logged unexpected errors: ${logged[0]}`);
    for (const problem of problems) ctx.note(problem);
    ctx.figure(FIGURES.proxyAttacks, attacks.length);
    assert(
      problems.length === 0,
      () =>
        `${problems.length} of ${attacks.length} attacks not stopped: ${problems.slice(0, 8).join(' || ')}`,
    );
    return `${attacks.length} attacks: refused with error documents or forwarded clean, canary on ${canary.host} never reached, token never echoed`;
  },
};

async function attempt(
  attack: Attack,
  port: number,
  url: string,
  fill: (text: string) => string,
  secrets: readonly string[],
  upstream: readonly Recorded[],
): Promise<string | undefined> {
  let status: number;
  let headers: Record<string, string | string[] | undefined>;
  let text: string;
  let everything: string;
  if (attack.raw !== undefined) {
    const raw = await rawExchange('127.0.0.1', port, fill(attack.raw), 1_500);
    if (raw.text.includes(' 101 ')) return 'switched protocols';
    const body = rawBody(raw);
    ({ status } = raw);
    headers = body.headers;
    text = body.text;
    everything = raw.text;
  } else {
    const filledHeaders: Record<string, string> = { host: `localhost:${port}` };
    for (const [name, value] of Object.entries(attack.headers ?? {}))
      filledHeaders[name] = fill(value);
    try {
      const answer = await send(url, {
        method: attack.method,
        path: fill(attack.path ?? '/'),
        headers: filledHeaders,
        body: attack.body,
        timeoutMs: 5_000,
      });
      ({ status, text } = answer);
      headers = answer.headers;
      everything = `${JSON.stringify(answer.headers)}${answer.text}`;
    } catch (error) {
      return `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  if (secrets.some((secret) => everything.includes(secret)))
    return 'the answer carries the API token';
  if (!attack.expect.includes(status))
    return `answered ${status} (expected ${attack.expect.join('/')}): ${text.slice(0, 120)}`;
  if (attack.forwarded === true) return attack.inspect?.({ status, headers }, upstream);
  if (errorMessages({ headers, text }).length === 0)
    return `refused with ${status} but without an XML error document`;
  return undefined;
}
