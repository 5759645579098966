import type { Recorded } from '../../testing/listeners';

/**
 * The attacks on the proxy. `{P}` is the proxy's port, `{C}` the canary's `host:port` on another
 * loopback address, `{U}` the upstream's port. An attack is refused (one of `expect`, nothing
 * forwarded) unless it says `forwarded`, in which case `inspect` judges what the upstream got
 * and what the client got back.
 */
export interface Attack {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Bytes written as they are (instead of method/path/headers/body). */
  raw?: string;
  expect: readonly number[];
  forwarded?: boolean;
  /** A problem, or undefined when all is well. */
  inspect?: (
    answer: { status: number; headers: Record<string, string | string[] | undefined> },
    upstream: readonly Recorded[],
  ) => string | undefined;
}

/** A write the console might make, the body of the cross-site and override attacks. */
export const XML_POST = {
  method: 'POST',
  path: '/service/companies.xml',
  body: '<company><name>Forged</name></company>',
};

/** A raw request head: the lines, then the blank line. */
export const head = (lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;
