/**
 * What the proxy and the embedded service's thread say to each other over their MessagePort
 * (`npm start`): one request a message, one answer a message. The proxy has already checked and
 * cleaned the request (path confined, headers as it would send them over HTTP), and the service
 * answers with whole bodies, so neither side needs HTTP framing, and no byte crosses a socket.
 */
export interface PortRequest {
  id: number;
  method: string;
  /** Origin-form target: `/service/…?query`. */
  path: string;
  /** Lower-case names, string values, as the proxy sends them upstream. */
  headers: Record<string, string>;
  /** The whole body (the proxy buffers bodies); absent for none. */
  body?: Uint8Array;
}

/** The proxy gave up on a request (timeout, browser gone): the service may drop its answer. */
export interface PortCancel {
  cancel: number;
}

export type ToServicePort = PortRequest | PortCancel;

export interface PortAnswer {
  id: number;
  status: number;
  /** Header lines as HTTP would carry them: name, value, name, value… */
  headers: string[];
  /** Text as the service wrote it (XML, plain text), or bytes. */
  body: string | Uint8Array;
}

/** The service dropped the request without a whole answer (a connection cut, over HTTP). */
export interface PortDropped {
  dropped: number;
}

export type FromServicePort = PortAnswer | PortDropped;
