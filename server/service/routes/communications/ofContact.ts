import { encodeCommunicationList } from '#xml/communication';
import { HttpError } from '#server/http/httpError';
import { xmlReply } from '../../http/reply';
import { idParam, pageOf } from '../../http/routeContext';
import type { Router } from '../../http/router';
import type { ContactKind } from '../../store/communicationStore';
import { representCommunications } from './represent';

const CONTACT_COLLECTIONS: readonly { collection: string; kind: ContactKind; label: string }[] = [
  { collection: 'companies', kind: 'company', label: 'Company' },
  { collection: 'people', kind: 'person', label: 'Person' },
];

/** `companies/:id/communications` and `people/:id/communications`: where that contact is a participant. */
export function registerContactCommunicationRoutes(router: Router): void {
  for (const { collection, kind, label } of CONTACT_COLLECTIONS) {
    router.add('GET', `${collection}/:id/communications`, async (ctx) => {
      const id = idParam(ctx);
      const records = await ctx.store.communications.communicationsOfContact(ctx.scope, kind, id, pageOf(ctx));
      if (records === null) throw new HttpError(404, [`${label} ${id} not found`]);
      return xmlReply(encodeCommunicationList(await representCommunications(ctx, records), ctx.encodeOptions));
    });
  }
}
