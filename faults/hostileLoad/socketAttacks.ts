import type { Attack } from './attack';
import type { ProductKind } from './product';
import { holdConnections } from './heldSockets';

/** Attacks on the processes' connections and memory rather than on one request. */

const UPLOADS = 600;
/** Declared 1,000,000 bytes (under the 1 MiB limit), 0.9 MB sent, the rest never. */
const DECLARED_BYTES = 1_000_000;
const SENT_BYTES = 900_000;

/** Refused, answered, cut by the server, or still held when the window closed: none stalls anyone else. */
const heldOutcome = (outcome: string): boolean =>
  /^4\d\d$/.test(outcome) ||
  ['503', 'held', 'closed', 'refused', 'not opened in the window'].includes(outcome);

function heldUploadsAttack(kind: ProductKind): Attack {
  return {
    name: `held-uploads-${kind}`,
    title: `${UPLOADS} unfinished uploads of 0.9 MB held open on the ${kind}`,
    product: kind,
    bystander: kind === 'proxy' ? 'through the proxy' : 'own account',
    async run(ctx) {
      const headers = Object.entries({
        ...ctx.product.attackHeaders,
        host:
          ctx.product.attackHeaders['host'] ?? `127.0.0.1:${new URL(ctx.product.attackUrl).port}`,
        'content-type': 'application/xml',
        'content-length': String(DECLARED_BYTES),
      }).map(([name, value]) => `${name}: ${value}`);
      const { tally, opened, deliveredBytes } = await holdConnections(
        ctx.product.attackUrl,
        ctx.signal,
        {
          connections: UPLOADS,
          opening: 64,
          upload: {
            head: `POST /service/companies.xml HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
            sentBytes: SENT_BYTES,
          },
        },
      );
      return {
        tally,
        detail: `${opened} uploads opened, ${(deliveredBytes / 1e6).toFixed(0)} MB of their bodies sent`,
      };
    },
    acceptable: heldOutcome,
  };
}

const IDLE = 2_000;

function idleConnectionsAttack(kind: ProductKind): Attack {
  return {
    name: `idle-connections-${kind}`,
    title: `${IDLE.toLocaleString('en-US')} connections opened on the ${kind} and left idle`,
    product: kind,
    bystander: kind === 'proxy' ? 'through the proxy' : 'own account',
    async run(ctx) {
      const { tally, opened } = await holdConnections(ctx.product.attackUrl, ctx.signal, {
        connections: IDLE,
        opening: 32,
      });
      return { tally, detail: `${opened} connections opened` };
    },
    acceptable: heldOutcome,
  };
}

export const heldUploadsProxyAttack = heldUploadsAttack('proxy');
export const heldUploadsServiceAttack = heldUploadsAttack('service');
export const idleConnectionsProxyAttack = idleConnectionsAttack('proxy');
export const idleConnectionsServiceAttack = idleConnectionsAttack('service');
