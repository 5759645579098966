import { encodeCommunicationList } from '#xml/communication';
import { pageOf } from '../wire/routeContext';
import type { Router } from '../wire/router';
import { registerParticipantRoutes } from './communications/participants';
import { registerCommunicationRecordRoutes } from './communications/records';
import { representCommunications } from './communications/represent';
import { addOfContactRoutes } from './ofContact';

/** Communications (api.md "Communications"), their participants, and the communications of a contact. */
export function registerCommunicationRoutes(router: Router): void {
  registerCommunicationRecordRoutes(router);
  registerParticipantRoutes(router);
  // Where that contact is a participant, paged like every communication list.
  addOfContactRoutes(router, 'communications', async (ctx, kind, id) => {
    const records = await ctx.store.communications.communicationsOfContact(
      ctx.scope,
      kind,
      id,
      pageOf(ctx),
    );
    if (records === null) return null;
    return encodeCommunicationList(await representCommunications(ctx, records), ctx.encodeOptions);
  });
}
