import { encodeCommunicationList } from '#xml/communication';
import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../http/reply';
import { idParam, pageOf } from '../../http/routeContext';
import type { Router } from '../../http/router';
import type { ContactKind } from '../../store/scope';
import { representCommunications } from './represent';

const CONTACT_COLLECTIONS: readonly { collection: string; kind: ContactKind }[] = [
  { collection: 'companies', kind: 'company' },
  { collection: 'people', kind: 'person' },
];

/** `companies/:id/communications` and `people/:id/communications`: where that contact is a participant. */
export function registerContactCommunicationRoutes(router: Router): void {
  for (const { collection, kind } of CONTACT_COLLECTIONS) {
    router.add('GET', `${collection}/:id/communications`, async (ctx) => {
      const id = idParam(ctx);
      const records = await ctx.store.communications.communicationsOfContact(
        ctx.scope,
        kind,
        id,
        pageOf(ctx),
      );
      if (records === null) throw recordNotFound(kind, id);
      return xmlReply(
        encodeCommunicationList(await representCommunications(ctx, records), ctx.encodeOptions),
      );
    });
  }
}
