import { encodeUser, encodeUserList } from '#xml/user';
import { HttpError } from '../../http/httpError';
import { xmlReply } from '../wire/reply';
import type { Router } from '../wire/router';

/** Users of the current account (decisions.md shape), and the current user (our extension). */
export function registerUserRoutes(router: Router): void {
  router.add('GET', 'users', async (ctx) => {
    const users = await ctx.store.accounts.listAccountUsers(ctx.scope.accountId);
    return xmlReply(
      encodeUserList(
        users.map(({ id, name, email, active }) => ({
          id,
          name,
          email,
          ...(active ? {} : { deactivated: true as const }),
        })),
      ),
    );
  });

  // Extension: the user the request's token belongs to, so a console can show who it acts as.
  router.add('GET', 'users/current', async (ctx) => {
    const user = await ctx.store.accounts.findUserById(ctx.scope.accountId, ctx.scope.userId);
    if (user === null) throw new HttpError(404, ['The current user no longer exists']);
    return xmlReply(encodeUser({ id: user.id, name: user.name, email: user.email }));
  });
}
