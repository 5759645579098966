/**
 * The server side's one error type. Anything thrown while handling a request ends up as an
 * HttpError and is written as an XML error document in exactly one place (`sendError`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messages: readonly string[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(messages.join('; '));
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, [message]);
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, [message]);

/** The one wording of a missing record, for every resource: "No company with id 7". */
export const recordNotFound = (kind: string, id: number | string): HttpError =>
  notFound(`No ${kind} with id ${id}`);
export const unprocessable = (...messages: string[]): HttpError => new HttpError(422, messages);
