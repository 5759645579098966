/**
 * What every store write answers (docs/store.md "The write contract"): one union, so a caller
 * handles a refusal the same way in every area, and the HTTP layer turns it into a reply in one
 * place (`http/written.ts`). Nothing is written unless the status is `ok`.
 *
 * - `ok`: written; `value` is what the caller needs next (a new id, a version for the ETag…).
 * - `not_found`: the record (or `missing`, when a write names two records: a deal and its
 *   contact) is not in the caller's account.
 * - `stale`: the record moved past the `If-Match` version the caller read (412).
 * - `invalid`: a rule that needs the database refused it (an unknown `company_id`, a label another
 *   location has); one problem per rule broken. What the body alone shows, the route checks.
 * - `duplicate`: a unique value (a user's e-mail in an account) is taken.
 */
export type WriteResult<T = undefined> =
  | { status: 'ok'; value: T }
  | { status: 'not_found'; missing?: string }
  | { status: 'stale' }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'duplicate'; problems: Problem[] };

/** A written record's id and new version (its ETag). */
export type Stamp = { id: number; version: number };

/** One broken rule: the field (the XML element's name) it is about, and the message a client shows. */
export type Problem = { field: string; message: string };

/** A refused write: every status but `ok`, which a write returns as it found it. */
export type Refusal = Exclude<WriteResult<never>, { status: 'ok' }>;

export const written = <T>(value: T): WriteResult<T> => ({ status: 'ok', value });

/** `ok` with nothing more to tell (an update without ETag, a delete). */
export const WRITTEN: WriteResult = Object.freeze({ status: 'ok', value: undefined });

export const notFound = (missing?: string): Refusal =>
  missing === undefined ? { status: 'not_found' } : { status: 'not_found', missing };

export const invalid = (...problems: Problem[]): Refusal => ({ status: 'invalid', problems });

/** A version check's refusal (`lockRecord`: 'not_found' | 'stale') as a result. */
export const refusal = (outcome: 'not_found' | 'stale'): Refusal => ({ status: outcome });
