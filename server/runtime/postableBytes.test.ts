import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { asBuffer, postableBytes } from './postableBytes';

const opened: MessagePort[] = [];
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

function received(post: (port: MessagePort) => void): Promise<unknown> {
  const { port1, port2 } = new MessageChannel();
  opened.push(port1, port2);
  const answer = new Promise<unknown>((resolve) => port2.once('message', resolve));
  post(port1);
  return answer;
}

describe('postableBytes', () => {
  it('moves a copy across the port and leaves the sender’s bytes as they were', async () => {
    const original = Buffer.from('x'.repeat(100_000));
    const { bytes, transfer } = postableBytes(original);
    const got = (await received((port) => port.postMessage({ body: bytes }, transfer))) as {
      body: Uint8Array;
    };
    // Transferred, not cloned: the posted copy is detached on this side.
    expect(bytes.byteLength).toBe(0);
    expect(original.toString()).toBe('x'.repeat(100_000));
    expect(asBuffer(got.body).toString()).toBe('x'.repeat(100_000));
  });

  it('never hands over the memory a small Buffer shares with others (Node’s pool)', async () => {
    const pooled = Buffer.from('small body');
    const neighbour = Buffer.from('another small buffer');
    // Both live in one pooled ArrayBuffer: transferring it would wipe the neighbour.
    expect(pooled.buffer).toBe(neighbour.buffer);
    const { bytes, transfer } = postableBytes(pooled);
    expect(transfer).toEqual([bytes.buffer]);
    expect(bytes.buffer).not.toBe(pooled.buffer);
    const got = (await received((port) => port.postMessage(bytes, transfer))) as Uint8Array;
    expect(asBuffer(got).toString()).toBe('small body');
    expect(neighbour.toString()).toBe('another small buffer');
  });

  it('moves the bytes themselves when the sender gives them away and they are all of their memory', async () => {
    const given = Buffer.from('y'.repeat(100_000));
    const memory = given.buffer;
    const { bytes, transfer } = postableBytes(given, true);
    expect(transfer).toEqual([memory]);
    const got = (await received((port) => port.postMessage(bytes, transfer))) as Uint8Array;
    expect(asBuffer(got).toString()).toBe('y'.repeat(100_000));
    // Moved, not copied: the sender's view is empty now.
    expect(given.length).toBe(0);
  });

  it('copies bytes given away that share their memory (a slice, or Node’s pool)', () => {
    const whole = Buffer.from('z'.repeat(100_000));
    const slice = whole.subarray(10, 20);
    const { bytes, transfer } = postableBytes(slice, true);
    expect(transfer[0]).not.toBe(whole.buffer);
    expect(asBuffer(bytes).toString()).toBe('z'.repeat(10));
    const pooled = Buffer.from('small body');
    expect(postableBytes(pooled, true).transfer[0]).not.toBe(pooled.buffer);
    expect(pooled.toString()).toBe('small body');
  });

  it('posts a plain Uint8Array, not a Buffer (Node serializes Buffers the slow way)', () => {
    const { bytes } = postableBytes(Buffer.from('abc'));
    expect(Buffer.isBuffer(bytes)).toBe(false);
    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
  });
});

describe('asBuffer', () => {
  it('wraps the received memory instead of copying it', () => {
    const bytes = new Uint8Array([104, 105, 33]);
    const wrapped = asBuffer(bytes);
    bytes[0] = 72;
    expect(wrapped.toString()).toBe('Hi!');
  });
});
