import { encodeAccountInfo } from '#xml/account';
import { HttpError } from '#server/http/httpError';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';

/**
 * Our extension's probe: the account's name, the current user's role and the settings this
 * service offers. A classic server answers 404 here, and the console then hides its settings.
 */
export function registerAccountInfoRoute(router: Router): void {
  router.add('GET', 'account', async (ctx) => {
    const name = await ctx.store.accounts.accountName(ctx.scope.accountId);
    if (name === null) throw new HttpError(404, ['The account no longer exists']);
    return xmlReply(
      encodeAccountInfo({ name, role: ctx.user.role, settings: ['users', 'supertags', 'stages'] }),
    );
  });
}
