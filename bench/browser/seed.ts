import { basicAuthorization } from '../../server/http/basicAuth';

/** Requests in flight while seeding: enough to keep the service busy, few enough not to queue. */
const CONCURRENCY = 16;
/** Deal statuses the seeded deals are spread over (the service's default statuses). */
export const DEAL_STATUSES = ['pending', 'won', 'lost', 'failure'] as const;

/**
 * `count` records POSTed to the service (`/service/<collection>.xml`, straight, not through the
 * proxy) with a few requests in flight, the body of record `n` (from 0) made by `bodyOf`: through
 * the API, so every index, total and activity the product keeps follows as it does for a user.
 */
export async function postRecords(
  servicePort: number,
  token: string,
  collection: string,
  count: number,
  bodyOf: (n: number) => string,
): Promise<void> {
  const authorization = basicAuthorization(token);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const response = await fetch(`http://127.0.0.1:${servicePort}/service/${collection}.xml`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/xml' },
        body: bodyOf(n),
      });
      if (response.status !== 201)
        throw new Error(`POST ${collection} ${n + 1}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Deal `n` of a seeded board: titled by its number, spread over the four statuses. */
export function benchDeal(n: number): string {
  const status = DEAL_STATUSES[n % DEAL_STATUSES.length];
  return `<deal><title>Bench deal ${n + 1}</title><amount>${(n % 97) * 100 + 0.5}</amount><status>${status}</status></deal>`;
}

/** Company `n` of a seeded list, named by its number. */
export function benchCompany(n: number): string {
  return `<company><name>Bench company ${String(n + 1).padStart(5, '0')}</name></company>`;
}
