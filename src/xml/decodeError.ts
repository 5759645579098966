/**
 * The one error the XML codec throws. `kind` lets each side map it to its own error type:
 * the service answers `malformed` and `date` with 400 and `invalid` with 422; the console turns
 * any of them into an "undecodable reply" ApiError.
 */
export type XmlDecodeErrorKind = 'malformed' | 'invalid' | 'date';

export class XmlDecodeError extends Error {
  constructor(
    readonly kind: XmlDecodeErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'XmlDecodeError';
  }
}
