import { communicationTypeLabel, type Communication } from '#xml/communication';
import type { RouteContext } from '../../wire/routeContext';
import type { CommunicationRecord } from '../../store/communicationStore';
import { loadEmbeds, NO_EMBEDS } from '../embeds';

/** Store records → the API's representation: read-form ctype, with tags and comments (two batched queries). */
export async function representCommunications(
  ctx: RouteContext,
  records: readonly CommunicationRecord[],
): Promise<Communication[]> {
  const embeds = await loadEmbeds(
    ctx,
    'communication',
    records.map((r) => r.id),
  );
  return records.map((r) => ({
    id: r.id,
    subject: r.subject,
    body: r.body,
    date: r.date,
    ctype: communicationTypeLabel(r.ctype),
    ...(embeds.get(r.id) ?? NO_EMBEDS),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}
