import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';
import { postableBytes } from '../../runtime/postableBytes';
import { startTypeScriptWorker } from '../../runtime/typeScriptWorker';
import type { BodyParseAnswer, BodyParseJob } from './bodyParseMessages';
import { parseBody } from './requestInput';

/**
 * Bodies up to this size are parsed on the request's own thread: under a millisecond, less than
 * a round trip to a worker. Larger ones (up to the 1 MiB body limit, holding up to 10,000
 * elements) can take 0.1 s or more, during which every other account's requests would wait.
 */
export const INLINE_PARSE_BYTES = 32 * 1024;

const WORKER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'bodyParseWorker.ts');

interface Pending {
  resolve(root: XmlElement | null): void;
  reject(error: unknown): void;
}

/** The structured clone gave plain objects: attributes get back their null prototype. */
function restorePrototypes(element: XmlElement): XmlElement {
  const attrs = Object.assign(Object.create(null) as Record<string, string>, element.attrs);
  return { ...element, attrs, children: element.children.map(restorePrototypes) };
}

/**
 * One worker thread that parses large request bodies in turn, started on the first and kept
 * (unreferenced: it never holds the process open). Should it end, what it held is answered 500
 * and the next large body starts another.
 */
class BodyParseThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  parse(contentType: string | undefined, body: Buffer): Promise<XmlElement | null> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const { bytes, transfer } = postableBytes(body, true);
      const job: BodyParseJob = { id, contentType, body: bytes };
      worker.postMessage(job, transfer);
    });
  }

  private start(): Worker {
    const worker = startTypeScriptWorker(WORKER_ENTRY);
    worker.unref();
    worker.on('message', (answer: BodyParseAnswer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (pending === undefined) return;
      if ('root' in answer)
        pending.resolve(answer.root === null ? null : restorePrototypes(answer.root));
      else if ('refusal' in answer)
        pending.reject(
          new HttpError(answer.refusal.status, answer.refusal.messages, answer.refusal.headers),
        );
      else pending.reject(new Error(`The body parser failed: ${answer.failure}`));
    });
    const lost = (error: unknown): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const failure = new Error(
        `The body parser thread ended: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const pending of this.pending.values()) pending.reject(failure);
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

const thread = new BodyParseThread();

/**
 * `parseBody` (an XML or form body → element tree), off the request's thread for large bodies,
 * with the same answers and the same refusals either way. A large body's memory moves to the
 * parser thread: the caller must not read `body` afterwards.
 */
export async function parseRequestBody(
  contentType: string | undefined,
  body: Buffer,
): Promise<XmlElement | null> {
  if (body.length <= INLINE_PARSE_BYTES) return parseBody(contentType, body);
  return thread.parse(contentType, body);
}
