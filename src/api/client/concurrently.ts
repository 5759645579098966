/**
 * How many requests a batch of independent ones keeps in flight: what a browser sends at once to
 * one HTTP/1.1 host, so more would only queue in the browser.
 */
export const REQUESTS_IN_FLIGHT = 6;

/**
 * `work` for every item, at most `limit` running at a time; the results come back in the items'
 * order. The first rejection rejects the whole (items already started still finish).
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  limit = REQUESTS_IN_FLIGHT,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
