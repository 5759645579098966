import type { Deal } from '#xml/deal';
import type { RouteContext } from '../../wire/routeContext';
import type { DealRecord } from '../../store/dealStore';
import { loadEmbeds, NO_EMBEDS } from '../embeds';

/** Store records → the API's deals, with tags and comments (two batched queries for the whole page). */
export async function representDeals(
  ctx: RouteContext,
  records: readonly DealRecord[],
): Promise<Deal[]> {
  const embeds = await loadEmbeds(
    ctx,
    'deal',
    records.map((r) => r.id),
  );
  return records.map(({ version: _version, ...record }) => ({
    ...record,
    ...(embeds.get(record.id) ?? NO_EMBEDS),
  }));
}
