import {
  decodeAccountUserChange,
  decodeNewAccountUser,
  encodeAccountUser,
  encodeAccountUserList,
} from '#xml/account';
import { xmlDocument } from '#xml/writer';
import { HttpError, unprocessable } from '#server/http/httpError';
import { addUser, issueToken, revokedTokenHash } from '../../account/accountUsers';
import type { AccountUser } from '../../store/accountStore';
import type { Reply } from '../../wire/reply';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';
import { decodeInput, idParam, recordInput, type RouteContext } from '../../wire/routeContext';
import { written } from '../../wire/written';
import { requireAdministrator } from './administrator';

const noUser = (id: number): HttpError =>
  new HttpError(404, [`No user with id ${id} in this account`]);

/** A user of the account by the path's id (404 when the account has no such user). */
async function accountUser(ctx: RouteContext): Promise<AccountUser> {
  const id = idParam(ctx);
  const user = (await ctx.store.accounts.listAccountUsers(ctx.scope.accountId)).find(
    (u) => u.id === id,
  );
  if (user === undefined) throw noUser(id);
  return user;
}

/** An answer holding a new token: never kept by a cache on the way. */
function tokenReply(status: number, user: AccountUser, token: string, location?: string): Reply {
  return {
    status,
    body: xmlDocument(encodeAccountUser({ ...user, token })),
    headers: { 'cache-control': 'no-store', ...(location === undefined ? {} : { location }) },
  };
}

/**
 * The account's users, for its administrators (`/service/account/users…`): list, add a colleague
 * (the answer holds their token, shown once), change a role or deactivate (the token stops at
 * once; their records keep their name), reset a token. The account always keeps one active
 * administrator.
 */
export function registerAccountUserRoutes(router: Router): void {
  router.add('GET', 'account/users', async (ctx) => {
    requireAdministrator(ctx);
    return xmlReply(
      encodeAccountUserList(await ctx.store.accounts.listAccountUsers(ctx.scope.accountId)),
    );
  });

  router.add('POST', 'account/users', async (ctx) => {
    requireAdministrator(ctx);
    const input = decodeInput(() => decodeNewAccountUser(recordInput(ctx, 'user')));
    const { userId, token } = written(
      await addUser(ctx.store.accounts, ctx.scope.accountId, input),
    );
    const user = await accountUser({ ...ctx, params: { id: String(userId) } });
    return tokenReply(201, user, token, `${ctx.baseUrl}/service/account/users/${userId}.xml`);
  });

  router.add('PUT', 'account/users/:id', async (ctx) => {
    requireAdministrator(ctx);
    const id = idParam(ctx);
    const change = decodeInput(() => decodeAccountUserChange(recordInput(ctx, 'user')));
    const result = await ctx.store.accounts.changeUser(
      ctx.scope.accountId,
      id,
      change,
      revokedTokenHash(),
    );
    return xmlReply(encodeAccountUser(written(result, () => noUser(id))));
  });

  router.add('POST', 'account/users/:id/token', async (ctx) => {
    requireAdministrator(ctx);
    const user = await accountUser(ctx);
    if (!user.active)
      throw unprocessable(`${user.name} is deactivated: activate them before giving them a token`);
    const token = await issueToken(ctx.store.accounts, user.id);
    if (token === null) throw noUser(user.id);
    return tokenReply(200, user, token);
  });
}
