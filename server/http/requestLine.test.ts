import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RequestLogLine } from './logger';
import { createRequestLineFormat } from './requestLine';

const TIME = ',"time":"2026-01-02T03:04:05.678Z"';

/** The line pino itself writes for `log[level](line, 'request')` with the logger's options. */
function pinoLine(level: 'info' | 'error', line: RequestLogLine): string {
  let written = '';
  const log = pino(
    {
      name: 'service',
      level: 'info',
      base: { pid: process.pid },
      timestamp: () => TIME,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: (text: string) => void (written += text) },
  );
  log[level](line, 'request');
  return written;
}

describe('createRequestLineFormat', () => {
  const format = createRequestLineFormat('service', () => TIME);
  const base: RequestLogLine = {
    app: 'service',
    reqId: '0b1c7a52-3a36-4c2e-9c1e-2f1d8f6b9a10',
    method: 'GET',
    route: '/service/companies/:id.xml',
    status: 200,
    ms: 1.25,
  };

  it('writes the very line pino writes', () => {
    for (const [level, line] of [
      ['info', base],
      ['info', { ...base, reqId: 'edge-42', method: 'OTHER', route: 'unmatched', status: 405 }],
      ['info', { ...base, ms: 0 }],
      ['error', { ...base, app: 'proxy', status: 502, cause: 'no_answer', ms: 15000.5 }],
      ['info', { ...base, cause: undefined }],
    ] as const)
      expect(format(level, line)).toBe(pinoLine(level, line));
  });

  it('escapes what a caller could pass that needs it, as pino does', () => {
    const odd: RequestLogLine = {
      ...base,
      reqId: 'a"b\\c',
      method: 'G\nET',
      route: '/with "quotes"/\u0001',
      cause: 'x"y',
      ms: Number.NaN,
    };
    const written = format('info', odd);
    expect(written).toBe(pinoLine('info', odd));
    expect(JSON.parse(written)).toMatchObject({ reqId: 'a"b\\c', route: '/with "quotes"/\u0001' });
  });
});
