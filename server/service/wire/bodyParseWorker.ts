import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/httpError';
import { lowerThisThreadsPriority } from '../../runtime/threadPriority';
import type { BodyParseAnswer, BodyParseJob } from './bodyParseMessages';
import { parseBody } from './requestInput';

/**
 * The parser thread's niceness (Linux; 0 is every other thread's, 19 the lowest): large bodies are
 * what an attacker sends to make work, so they are parsed with the cores the request threads
 * leave. At 10 a busy request thread gets about ten times its share of a contended core.
 */
const BODY_PARSE_NICENESS = 10;

/** The body parser thread's entry (bodyParseThread.ts): one job at a time, in arrival order. */
const port = parentPort;
if (port === null) throw new Error('bodyParseWorker.ts runs only as a worker thread');
lowerThisThreadsPriority(BODY_PARSE_NICENESS);

port.on('message', ({ id, contentType, body }: BodyParseJob) => {
  let answer: BodyParseAnswer;
  try {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    answer = { id, root: parseBody(contentType, bytes) };
  } catch (error) {
    answer =
      error instanceof HttpError
        ? {
            id,
            refusal: {
              status: error.status,
              messages: [...error.messages],
              headers: { ...error.headers },
            },
          }
        : { id, failure: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
