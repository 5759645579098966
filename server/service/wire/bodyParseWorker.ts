import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/httpError';
import type { BodyParseAnswer, BodyParseJob } from './bodyParseMessages';
import { parseBody } from './requestInput';

/** The body parser thread's entry (bodyParseThread.ts): one job at a time, in arrival order. */
const port = parentPort;
if (port === null) throw new Error('bodyParseWorker.ts runs only as a worker thread');

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
