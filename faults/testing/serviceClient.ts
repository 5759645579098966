import type { Agent, OutgoingHttpHeaders } from 'node:http';
import { parseXml, type XmlElement } from '#xml/tree';
import { createdId, pool, send, type Answer } from './http';

/**
 * Time a request of a load check may take: it queues behind hundreds of others on a busy two-core
 * machine. Correctness is what those checks judge; the service's own limit is 60 s per request.
 */
export const LOAD_TIMEOUT_MS = 60_000;

/**
 * A client of one running service with one token: set-up requests that must succeed (they throw
 * with the answer when not) and plain requests whose answer the check judges.
 */
export class ServiceClient {
  readonly agent: Agent;

  constructor(
    readonly baseUrl: string,
    readonly token: string,
    connections = 32,
    /** Per request; load checks, whose requests queue behind hundreds of others, allow more. */
    private readonly timeoutMs = 10_000,
  ) {
    this.agent = pool(connections);
  }

  request(
    method: string,
    path: string,
    body?: string | Buffer,
    headers: OutgoingHttpHeaders = {},
    timeoutMs = this.timeoutMs,
  ): Promise<Answer> {
    const contentType =
      body === undefined || headers['content-type'] !== undefined
        ? {}
        : { 'content-type': 'application/xml' };
    return send(this.baseUrl, {
      method,
      path,
      body,
      token: this.token,
      agent: this.agent,
      headers: { ...contentType, ...headers },
      timeoutMs,
    });
  }

  /** POST that must answer 201; resolves with the new record's id. */
  async create(collectionPath: string, xml: string): Promise<number> {
    const answer = await this.request('POST', collectionPath, xml);
    if (answer.status !== 201)
      throw new Error(
        `set-up POST ${collectionPath} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      );
    return createdId(answer);
  }

  /** GET that must answer 200; resolves with the parsed document and the answer. */
  async show(path: string): Promise<{ xml: XmlElement; answer: Answer }> {
    const answer = await this.request('GET', path);
    if (answer.status !== 200)
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return { xml: parseXml(answer.text), answer };
  }

  /** Any request that must answer `status` (set-up steps). */
  async expect(status: number, method: string, path: string, body?: string): Promise<Answer> {
    const answer = await this.request(method, path, body);
    if (answer.status !== status)
      throw new Error(
        `${method} ${path} answered ${answer.status} instead of ${status}: ${answer.text.slice(0, 200)}`,
      );
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}
