import { createdId, send } from '../testing/http';
import { count, refusedOrBounded, type Attack } from './attack';
import { repeatUntilClosed, sendCounted } from './attackLoop';

/**
 * Attacks carried in request bodies: XML whose markup is cheap to send and was costly to check,
 * and a text that grows when it is written back (`"` becomes `&quot;`).
 */

/** 1 MiB, the service's body limit as of issue 27 (a lower limit answers 413: a clear refusal). */
const ONE_MIB = 1024 * 1024;

/** A company create whose body is `filler` repeated up to 1 MiB in all. */
export function paddedCompany(filler: string): string {
  const open = '<company><name>Hostile load</name>';
  const close = '</company>';
  const times = Math.floor((ONE_MIB - open.length - close.length) / filler.length);
  return `${open}${filler.repeat(times)}${close}`;
}

/**
 * Bodies are encoded once: a string body is encoded again on every write, on the harness's own
 * event loop, which only the attacker should pay for.
 */
function fillerAttack(name: string, what: string, filler: string): Attack {
  const body = Buffer.from(paddedCompany(filler));
  return {
    name,
    title: `1 MiB of ${what} (${filler}) posted through the proxy`,
    product: 'proxy',
    bystander: 'own account',
    async run(ctx) {
      const tally = new Map<string, number>();
      await repeatUntilClosed(ctx, tally, () => ({
        method: 'POST',
        path: '/service/companies.xml',
        headers: { 'content-type': 'application/xml' },
        body,
      }));
      return { tally };
    },
    acceptable: refusedOrBounded,
  };
}

export const emptyCommentsAttack = fillerAttack('xml-empty-comments', 'empty comments', '<!---->');
export const emptyCdataAttack = fillerAttack('xml-empty-cdata', 'empty CDATA', '<![CDATA[]]>');
export const processingInstructionsAttack = fillerAttack(
  'xml-processing-instructions',
  'processing instructions',
  '<?pi?>',
);

/**
 * Just under the service's 10,000 elements: a body the parser must read in full (each unknown
 * element is ignored), about 0.1 s of parsing per request where the others are refused early.
 */
const ELEMENTS = 9_990;

export const manyElementsAttack: Attack = {
  name: 'xml-many-elements',
  title: `companies of ${ELEMENTS.toLocaleString('en-US')} elements each posted through the proxy`,
  product: 'proxy',
  bystander: 'own account',
  async run(ctx) {
    const body = Buffer.from(
      `<company><name>Hostile load</name>${'<x>a</x>'.repeat(ELEMENTS)}</company>`,
    );
    const tally = new Map<string, number>();
    await repeatUntilClosed(ctx, tally, () => ({
      method: 'POST',
      path: '/service/companies.xml',
      headers: { 'content-type': 'application/xml' },
      body,
    }));
    return { tally };
  },
  acceptable: refusedOrBounded,
};

/** The per-field limit: each comment is as long as a text may be, and all of it `"`. */
const QUOTES = '"'.repeat(65_536);
const COMMENTS_PER_ROUND = 25;

export const oversizedTextAttack: Attack = {
  name: 'oversized-text',
  title: `comments of 65,536 " piled on one company, its show and list read after every ${COMMENTS_PER_ROUND}`,
  product: 'service',
  bystander: 'own account',
  async run(ctx) {
    const { product } = ctx;
    const created = await send(product.attackUrl, {
      method: 'POST',
      path: '/service/companies.xml',
      token: product.attackerToken,
      headers: { 'content-type': 'application/xml' },
      body: '<company><name>Quoted</name></company>',
    });
    const company = createdId(created);
    const comment = Buffer.from(`<comment><comment>${QUOTES}</comment></comment>`);
    const tally = new Map<string, number>();
    let comments = 0;
    let largest = 0;
    while (!ctx.signal.aborted) {
      await repeatUntilClosed(
        ctx,
        tally,
        () => ({
          method: 'POST',
          path: `/service/companies/${company}/comments.xml`,
          headers: { 'content-type': 'application/xml' },
          body: comment,
        }),
        { limit: COMMENTS_PER_ROUND },
      );
      comments = tally.get('201') ?? 0;
      for (const path of [`/service/companies/${company}.xml`, '/service/companies.xml']) {
        const answered = await sendCounted(
          product.attackUrl,
          { method: 'GET', path, headers: product.attackHeaders },
          ctx.giveUp,
        );
        count(tally, `${answered.outcome} (read)`);
        largest = Math.max(largest, answered.bytes);
      }
    }
    return {
      tally,
      detail: `${comments} comments stored, largest show or list ${(largest / 1e6).toFixed(1)} MB`,
    };
  },
  acceptable: (outcome) => refusedOrBounded(outcome.replace(' (read)', '')),
};
