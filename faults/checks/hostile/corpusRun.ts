import { assert, type CheckContext } from '../../testing/check';
import { databaseDigest } from '../../testing/database';
import {
  errorMessages,
  rawBody,
  rawExchange,
  send,
  type Answer,
  type RawAnswer,
} from '../../testing/http';
import type { ServiceFixture } from '../../testing/serviceFixture';
import type { HostileCase } from './cases';
import type { RawCase } from './smuggling';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * Runs a corpus against a service process: every case must be answered with a 4xx (or the
 * statuses it names) carrying an XML error document, the database must be byte-for-byte what
 * it was before the case, and the process must keep serving. Failures are collected, not
 * stopped at, so one run shows everything a corpus finds.
 */
export interface Records {
  company: number;
  person: number;
  deal: number;
  communication: number;
}

/** The records the corpus's paths name, plus a "work" location on the person. */
export async function makeRecords(fixture: ServiceFixture): Promise<Records> {
  const { client } = fixture;
  const company = await client.create(
    '/service/companies.xml',
    '<company><name>Steady Co</name><notes>original</notes></company>',
  );
  const person = await client.create(
    '/service/people.xml',
    '<person><first_name>Stay</first_name><last_name>Put</last_name></person>',
  );
  const deal = await client.create('/service/deals.xml', '<deal><title>Steady deal</title></deal>');
  const communication = await client.create(
    '/service/communications.xml',
    '<communication><subject>Steady</subject><body>b</body><date>Mar 17 20:16:35 UTC 2009</date><ctype>email</ctype></communication>',
  );
  await client.expect(
    201,
    'POST',
    `/service/people/${person}/locations.xml`,
    '<location><label>work</label><city>Here</city></location>',
  );
  return { company, person, deal, communication };
}

export function fillPath(path: string, records: Records): string {
  return path.replace(/\{(company|person|deal|communication)\}/g, (_, name: keyof Records) =>
    String(records[name]),
  );
}

export class CorpusFindings {
  readonly problems: Array<{ name: string; problem: string }> = [];
  tried = 0;

  add(name: string, problem: string): void {
    this.problems.push({ name, problem });
  }

  /**
   * Fails the check with the count and one example per kind of input (the part of a case's name
   * before its target), so a run shows every kind of input that is mishandled.
   */
  assertNone(what: string, ctx: CheckContext): void {
    for (const { name, problem } of this.problems) ctx.note(`${name}: ${problem}`);
    const byKind = new Map<string, string>();
    for (const { name, problem } of this.problems) {
      const kind = name.split(': ').slice(0, -1).join(': ') || name;
      if (!byKind.has(kind)) byKind.set(kind, `${name}: ${problem}`);
    }
    assert(
      this.problems.length === 0,
      () =>
        `${this.problems.length} of ${this.tried} ${what} mishandled (${byKind.size} kinds): ${[...byKind.values()].join(' || ')}`,
    );
  }
}

function judge(
  status: number,
  expected: readonly number[] | undefined,
  messages: string[],
): string | undefined {
  const statusOk =
    expected === undefined ? status >= 400 && status < 500 : expected.includes(status);
  if (!statusOk) return `answered ${status} (expected ${expected?.join('/') ?? 'a 4xx'})`;
  if (messages.length === 0) return `answered ${status} without an XML error document`;
  return undefined;
}

const HEALTH_EVERY = 25;

async function stillServing(fixture: ServiceFixture): Promise<string | undefined> {
  try {
    const answer = await fixture.client.request('GET', '/service/users/current.xml');
    return answer.status === 200 ? undefined : `a valid request then answered ${answer.status}`;
  } catch (error) {
    return `a valid request then failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function runHttpCorpus(
  ctx: CheckContext,
  fixture: ServiceFixture,
  records: Records,
  cases: readonly HostileCase[],
  findings: CorpusFindings,
): Promise<void> {
  let digest = databaseDigest(fixture.dataDir);
  for (const [index, hostile] of cases.entries()) {
    if (ctx.signal.aborted) return;
    findings.tried++;
    const headers: Record<string, string> = { ...hostile.headers };
    if (hostile.auth === undefined) headers['authorization'] = basicAuthorization(fixture.token);
    else if (hostile.auth !== false) headers['authorization'] = hostile.auth;
    let answer: Answer | undefined;
    try {
      answer = await send(fixture.service.url, {
        method: hostile.method,
        path: fillPath(hostile.path, records),
        headers,
        body: hostile.body,
        timeoutMs: 10_000,
      });
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      findings.add(
        hostile.name,
        code === 'HPE_HEADER_OVERFLOW'
          ? 'answered with headers over 16 KiB (clients cannot read them)'
          : `no answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const problem =
      answer === undefined
        ? undefined
        : judge(answer.status, hostile.expect, errorMessages(answer));
    if (problem !== undefined)
      findings.add(hostile.name, `${problem}: ${answer!.text.slice(0, 160)}`);
    const after = databaseDigest(fixture.dataDir);
    if (after !== digest) {
      findings.add(
        hostile.name,
        `changed the database (answered ${answer?.status ?? 'nothing readable'})`,
      );
      digest = after;
    }
    if (index % HEALTH_EVERY === HEALTH_EVERY - 1) {
      const unhealthy = await stillServing(fixture);
      if (unhealthy !== undefined) findings.add(hostile.name, unhealthy);
    }
  }
  const unhealthy = await stillServing(fixture);
  if (unhealthy !== undefined) findings.add('after the corpus', unhealthy);
  if (!fixture.service.alive()) findings.add('the service', 'died during the corpus');
}

function judgeRaw(raw: RawAnswer, hostile: RawCase): string | undefined {
  if (raw.text.includes(' 101 ')) return 'switched protocols';
  if (raw.answers > 1) return `answered ${raw.answers} requests: the hidden one went through`;
  if (hostile.mayAnswerNormally === true && raw.status === 200) return undefined;
  if (raw.status === 0)
    return raw.closed ? 'closed the connection without an answer' : 'no answer in time';
  return judge(raw.status, undefined, errorMessages(rawBody(raw)));
}

export async function runRawCorpus(
  ctx: CheckContext,
  fixture: ServiceFixture,
  cases: readonly RawCase[],
  findings: CorpusFindings,
): Promise<void> {
  let digest = databaseDigest(fixture.dataDir);
  for (const hostile of cases) {
    if (ctx.signal.aborted) return;
    findings.tried++;
    const raw = await rawExchange('127.0.0.1', fixture.service.port, hostile.bytes, 1_500);
    const problem = judgeRaw(raw, hostile);
    if (problem !== undefined)
      findings.add(hostile.name, `${problem}: ${JSON.stringify(raw.text.slice(0, 120))}`);
    const after = databaseDigest(fixture.dataDir);
    if (after !== digest) {
      findings.add(hostile.name, 'changed the database');
      digest = after;
    }
  }
  const unhealthy = await stillServing(fixture);
  if (unhealthy !== undefined) findings.add('after the raw corpus', unhealthy);
  if (!fixture.service.alive()) findings.add('the service', 'died during the raw corpus');
}
