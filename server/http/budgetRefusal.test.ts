import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ObservedRequest } from '../observability/requestObserver';
import { bodyBudgetExhausted } from './bodyBudget';
import { BUDGET_REFUSAL_LOG_INTERVAL_MS, createBudgetRefusal } from './budgetRefusal';
import type { Logger } from './logger';

describe('createBudgetRefusal', () => {
  let running: Server | undefined;
  afterEach(() => {
    running?.closeAllConnections();
    running?.close();
  });

  it('answers 503 and logs the refusals in a summary at most once a minute, none as a request line', async () => {
    const warnings: Record<string, unknown>[] = [];
    const log: Logger = {
      info() {},
      error() {},
      warn: (_message, fields) => warnings.push(fields ?? {}),
    };
    let clock = 1_000_000;
    const refuse = createBudgetRefusal(log, () => clock);
    const observed: ObservedRequest[] = [];
    running = createServer((req, res) => {
      const one: ObservedRequest = { id: String(observed.length), route: 'r' };
      observed.push(one);
      refuse(req, res, bodyBudgetExhausted(), one);
    });
    await new Promise<void>((resolve) => running!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(running.address() as AddressInfo).port}/`;
    const post = async (): Promise<number> =>
      (await fetch(url, { method: 'POST', body: 'x'.repeat(100) })).status;

    expect(await post()).toBe(503);
    expect(await post()).toBe(503);
    expect(warnings).toEqual([{ refusedSoFar: 1 }]);
    clock += BUDGET_REFUSAL_LOG_INTERVAL_MS;
    expect(await post()).toBe(503);
    expect(warnings).toEqual([{ refusedSoFar: 1 }, { refusedSoFar: 3 }]);
    expect(observed.map((one) => one.unlogged)).toEqual([true, true, true]);
  });
});
