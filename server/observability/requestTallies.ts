/**
 * The request counts and latencies of one app, kept in plain numbers: counting a request is two
 * map lookups, a bucket search and a few additions. prom-client's labelled `inc`/`observe`
 * validate and hash the labels on every call (1.3 µs per request for the counter and the
 * histogram, measured in a loop; 1.5–3.6 µs per process in profiles under load); here that work
 * is done at scrape time instead (httpMetrics.ts), once per label combination.
 */
export interface RouteTally {
  readonly route: string;
  readonly method: string;
  /** Requests per status code. */
  readonly byStatus: Map<number, number>;
  /** Durations per bucket, not cumulative: `[i]` counts those ≤ bounds[i] and > bounds[i - 1]. */
  readonly inBucket: number[];
  /** Every duration (the `+Inf` bucket and `_count`), and their sum in seconds. */
  count: number;
  sum: number;
}

export interface RequestTallies {
  /** Upper bounds of the latency buckets, ascending (seconds). */
  readonly bounds: readonly number[];
  count(this: void, route: string, method: string, status: number, seconds: number): void;
  /** Every route and method counted so far, in the order first seen. */
  all(): Iterable<RouteTally>;
  clear(): void;
}

export function createRequestTallies(bounds: readonly number[]): RequestTallies {
  // route → method → tally: no key string is built per request.
  let byRoute = new Map<string, Map<string, RouteTally>>();
  let inOrder: RouteTally[] = [];

  function tallyOf(route: string, method: string): RouteTally {
    let byMethod = byRoute.get(route);
    if (byMethod === undefined) byRoute.set(route, (byMethod = new Map<string, RouteTally>()));
    let tally = byMethod.get(method);
    if (tally === undefined) {
      tally = {
        route,
        method,
        byStatus: new Map(),
        inBucket: bounds.map(() => 0),
        count: 0,
        sum: 0,
      };
      byMethod.set(method, tally);
      inOrder.push(tally);
    }
    return tally;
  }

  return {
    bounds,
    count(route, method, status, seconds) {
      const tally = tallyOf(route, method);
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      tally.count += 1;
      tally.sum += seconds;
      // As prom-client: a bucket counts durations up to and including its bound.
      for (let i = 0; i < bounds.length; i++) {
        if (seconds <= bounds[i]!) {
          tally.inBucket[i]! += 1;
          break;
        }
      }
    },
    all: () => inOrder,
    clear() {
      byRoute = new Map();
      inOrder = [];
    },
  };
}
