import { isConflict } from './client/apiError';

/** Asked when the record changed since the page read it: true = delete anyway, false = keep it. */
export type ConfirmStaleDelete = () => Promise<boolean>;

/**
 * A record page's delete, guarded by the ETag the page read (RFC 9110 If-Match): when someone
 * changed the record meanwhile the service answers 412 and deletes nothing, and the user is
 * asked; "delete anyway" sends the DELETE again without If-Match. Without an ETag (a server
 * that sends none) the delete is unconditional, as before. Resolves with whether it deleted.
 */
export async function deleteUnlessChanged(
  send: (ifMatch: string | undefined) => Promise<void>,
  etag: string | null,
  confirmStale: ConfirmStaleDelete,
): Promise<boolean> {
  try {
    await send(etag ?? undefined);
    return true;
  } catch (error) {
    if (etag === null || !isConflict(error)) throw error;
  }
  if (!(await confirmStale())) return false;
  await send(undefined);
  return true;
}
