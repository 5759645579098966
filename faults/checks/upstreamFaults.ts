import { assert, FIGURES, type Check } from '../testing/check';
import { errorMessages, send, type Answer } from '../testing/http';
import { startProxyProcess } from '../testing/processes';
import { FAULT_PATHS, faultyUpstream } from './upstream/faultyUpstream';

/**
 * Issue 7, upstream faults: the real proxy process in front of an upstream that is down, slow,
 * hanging, answering 401, garbage, resets or cut bodies. Each fault is answered promptly with a
 * 502/504 error document that says what happened (a started answer is cut instead), the proxy
 * keeps serving other requests meanwhile, and works again as soon as the upstream is back.
 */
const TIMEOUT_MS = 1_500;
/** "Promptly": a fault that needs no waiting is answered within this. */
const PROMPT_MS = 1_000;

export const upstreamFaultsCheck: Check = {
  name: 'upstream faults: down, slow, hanging, 401, garbage — prompt 502/504, other requests served, recovery',
  timeoutMs: 90_000,
  async run(ctx) {
    const upstream = await faultyUpstream({ slowMs: TIMEOUT_MS / 3, tooSlowMs: TIMEOUT_MS * 3 });
    ctx.defer(() => upstream.stop());
    const proxy = await startProxyProcess({
      upstream: upstream.url,
      token: 'upstream-faults-token-4b8d2f6a9c1e7d3b',
      upstreamTimeoutMs: TIMEOUT_MS,
    });
    ctx.defer(() => proxy.kill());
    const host = { host: `localhost:${proxy.port}` };
    let faults = 0;
    const get = (path: string, method = 'GET'): Promise<Answer> => {
      faults++;
      return send(proxy.url, {
        method,
        path,
        headers: { ...host, ...(method === 'GET' ? {} : { 'content-type': 'application/xml' }) },
        body: method === 'GET' ? undefined : '<company><name>X</name></company>',
        timeoutMs: TIMEOUT_MS * 4,
      });
    };
    const expectFault = async (
      path: string,
      status: number,
      message: RegExp,
      within: number,
      method = 'GET',
    ): Promise<Answer> => {
      const answer = await get(path, method);
      const what = `${method} ${path}`;
      assert(
        answer.status === status,
        `${what} answered ${answer.status} instead of ${status}: ${answer.text.slice(0, 160)}`,
      );
      assert(
        errorMessages(answer).some((m) => message.test(m)),
        `${what}: no error document saying ${message}: ${answer.text.slice(0, 160)}`,
      );
      assert(answer.ms < within, `${what} took ${answer.ms.toFixed(0)} ms (allowed ${within} ms)`);
      return answer;
    };
    const expectCut = async (path: string): Promise<void> => {
      const started = Date.now();
      const outcome = await get(path).then(
        (answer) => `answered ${answer.status} with ${answer.text.length} bytes`,
        () => 'cut',
      );
      assert(outcome === 'cut', `${path}: expected the started answer to be cut, it ${outcome}`);
      assert(
        Date.now() - started < TIMEOUT_MS * 2 + PROMPT_MS,
        `${path}: cut only after ${Date.now() - started} ms`,
      );
    };
    const expectOk = async (when: string, within = PROMPT_MS): Promise<void> => {
      const answer = await get(FAULT_PATHS.ok);
      assert(
        answer.status === 200 && answer.ms < within,
        `${when}: a healthy request answered ${answer.status} in ${answer.ms.toFixed(0)} ms`,
      );
    };

    // Down: nothing listens on the upstream's port.
    for (let i = 0; i < 5; i++)
      await expectFault(FAULT_PATHS.ok, 502, /could not be reached/, PROMPT_MS);
    for (let i = 0; i < 3; i++)
      await expectFault(FAULT_PATHS.ok, 502, /could not be reached/, PROMPT_MS, 'POST');
    // Back: the very next request works (a retry in the console succeeds).
    await upstream.start();
    await expectOk('right after the upstream came back');

    // Hanging: 20 requests wait for an answer that never comes, while others are served at once.
    const hanging = Array.from({ length: 20 }, () => get(FAULT_PATHS.hang));
    for (let i = 0; i < 20; i++) await expectOk('while 20 requests hang upstream');
    for (const answer of await Promise.all(hanging)) {
      assert(
        answer.status === 504 && /did not answer in time/.test(errorMessages(answer).join(' ')),
        `a hanging upstream request answered ${answer.status}: ${answer.text.slice(0, 120)}`,
      );
      assert(
        answer.ms < TIMEOUT_MS + PROMPT_MS,
        `a hanging upstream request was answered only after ${answer.ms.toFixed(0)} ms`,
      );
    }
    await expectFault(FAULT_PATHS.tooSlow, 504, /did not answer in time/, TIMEOUT_MS + PROMPT_MS);
    const slow = await get(FAULT_PATHS.slow);
    assert(
      slow.status === 200,
      `an upstream slower than usual but within the timeout answered ${slow.status}`,
    );
    const hangingWrite = await expectFault(
      FAULT_PATHS.hang,
      504,
      /did not answer in time/,
      TIMEOUT_MS + PROMPT_MS,
      'POST',
    );
    assert(
      upstream.received.get(FAULT_PATHS.hang) === 21,
      `a timed-out write was sent upstream ${(upstream.received.get(FAULT_PATHS.hang) ?? 0) - 20} times (writes are never retried)`,
    );

    // Wrong answers.
    await expectFault(
      FAULT_PATHS.unauthorized,
      502,
      /rejected the configured credentials/,
      PROMPT_MS,
    );
    await expectFault(
      FAULT_PATHS.garbage,
      502,
      /closed the connection|could not be reached/,
      PROMPT_MS,
    );
    await expectFault(FAULT_PATHS.reset, 502, /closed the connection/, PROMPT_MS);
    await expectCut(FAULT_PATHS.truncated);
    await expectCut(FAULT_PATHS.hangBody);
    await expectOk('after every fault');

    // Down again, then back again.
    await upstream.stop();
    await expectFault(FAULT_PATHS.ok, 502, /could not be reached/, PROMPT_MS);
    await upstream.start();
    await expectOk('when the upstream is back again');

    assert(proxy.alive(), 'the proxy process died');
    const logged = proxy.unhandledErrors();
    assert(logged.length === 0, () => `the proxy logged unexpected errors: ${logged[0]}`);
    ctx.figure(FIGURES.upstreamFaults, faults);
    return `${faults} requests against a down, hanging, slow, 401, garbage, resetting and truncating upstream: 502/504 error documents within ${TIMEOUT_MS + PROMPT_MS} ms (timeouts) or ${PROMPT_MS} ms (the rest), healthy requests served meanwhile within ${PROMPT_MS} ms, recovery on the next request (write hung: ${hangingWrite.ms.toFixed(0)} ms, not retried)`;
  },
};
