import { HttpError, notFound as plainNotFound } from '../../http/httpError';
import type { WriteResult } from '../store/writeResult';

export const preconditionFailed = (): HttpError =>
  new HttpError(412, [
    'The record was changed by someone else since you read it (If-Match does not match); reload it and try again',
  ]);

/**
 * The one place a store write's result becomes HTTP (decisions.md): `ok` gives its value; a
 * refusal throws the reply's error, written as the XML error document by `sendError`. 404 in the
 * words of `notFound` (told which record is missing when the write names two), 412 when the
 * record changed since the client read it (If-Match, RFC 9110 §13.1.1), 422 with one `<error>`
 * per problem, 409 for a taken unique value. A create that names no other record omits `notFound`.
 */
export function written<T>(
  result: WriteResult<T>,
  notFound: (missing?: string) => HttpError = () => plainNotFound(),
): T {
  switch (result.status) {
    case 'ok':
      return result.value;
    case 'not_found':
      throw notFound(result.missing);
    case 'stale':
      throw preconditionFailed();
    case 'invalid':
      throw new HttpError(
        422,
        result.problems.map((problem) => problem.message),
      );
    case 'duplicate':
      throw new HttpError(
        409,
        result.problems.map((problem) => problem.message),
      );
  }
}
