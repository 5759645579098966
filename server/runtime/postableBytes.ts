/**
 * Bytes made ready to cross a MessagePort cheaply. Posting a Node `Buffer` clones it through
 * Node's own serializer for Buffers, which measured 13–19 ms per MiB on this machine's Node 20,
 * against 2–3 ms for a plain `Uint8Array` and less for one whose memory is transferred. A 1 MiB
 * request body crossed two ports (proxy → service thread → body parser thread), so every hostile
 * 1 MiB body cost the service's thread about 40 ms in which no other account was served.
 *
 * The bytes cross as a plain `Uint8Array` whose memory is moved with the message instead of
 * serialized. By default that memory is a copy (a memcpy), so the sender's own bytes stay intact
 * for whatever still needs them (a retried request, a cached answer). A sender that is done with
 * them says `giveAway`: when they are all of their memory (not a slice of Node's shared pool of
 * small Buffers, nor of a larger block) that memory itself moves and the sender's view is emptied.
 * Each copy of a 1 MiB body was measured at 2–5 ms on this shared machine (fresh memory is
 * page-faulted in), on the threads every other account's requests need.
 */
export interface PostableBytes {
  bytes: Uint8Array;
  /** The transfer list to post with the message that carries `bytes`. */
  transfer: ArrayBuffer[];
}

export function postableBytes(bytes: Uint8Array, giveAway = false): PostableBytes {
  const { buffer } = bytes;
  if (
    giveAway &&
    buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
  )
    return { bytes: new Uint8Array(buffer), transfer: [buffer] };
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return { bytes: copy, transfer: [copy.buffer] };
}

/** Received bytes as a Buffer over the same memory (a wrap, not a copy). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
