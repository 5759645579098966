import { randomBytes } from 'node:crypto';
import { insertContact } from '../../server/service/testing/directRecords';
import { basicAuth } from '../testing/http';
import { refused, refusedOrBounded, type Attack } from './attack';
import { repeatUntilClosed } from './attackLoop';

/** Attacks made of small requests: a costly search, guessed tokens, reads from another site. */

const SEEDED_NAMES = 2_000;
const NAME_LENGTH = 255;
const TERM_LENGTH = 15_000;

export const longNameSearchAttack: Attack = {
  name: 'long-name-search',
  title: `${TERM_LENGTH.toLocaleString('en-US')}-character name search over ${SEEDED_NAMES.toLocaleString('en-US')} names of ${NAME_LENGTH} characters`,
  product: 'service',
  bystander: 'own account',
  // Straight into the store, one transaction: through the API this fill takes longer than the attack.
  seed: ({ store, attackerAccountId }) =>
    store.db.write(async (trx) => {
      for (let i = 0; i < SEEDED_NAMES; i++) {
        const prefix = `Long ${i} `;
        await insertContact(trx, attackerAccountId, {
          kind: 'company',
          name: prefix + 'a'.repeat(NAME_LENGTH - prefix.length),
        });
      }
    }),
  async run(ctx) {
    const tally = new Map<string, number>();
    await repeatUntilClosed(ctx, tally, () => ({
      method: 'GET',
      path: `/service/companies.xml?name=${'a'.repeat(TERM_LENGTH)}`,
    }));
    return { tally };
  },
  acceptable: refusedOrBounded,
};

const GUESSES = 2_000;

export const wrongTokenBurstAttack: Attack = {
  name: 'wrong-token-burst',
  title: `a burst of up to ${GUESSES.toLocaleString('en-US')} wrong-token guesses, 16 at a time`,
  product: 'service',
  bystander: 'own account',
  async run(ctx) {
    const tally = new Map<string, number>();
    await repeatUntilClosed(
      ctx,
      tally,
      () => ({
        method: 'GET',
        path: '/service/users/current.xml',
        headers: { authorization: basicAuth(randomBytes(20).toString('hex')) },
      }),
      { workers: 16, limit: GUESSES },
    );
    return { tally };
  },
  // A growing delay may hold a guess past the window: that is the throttle working.
  acceptable: (outcome) =>
    ['401', '403', '429', '503', 'no answer'].includes(outcome) || outcome === 'connection error',
};

const CROSS_SITE_READS = 400;

export const crossSiteGetAttack: Attack = {
  name: 'cross-site-get',
  title: 'GETs as another site makes a browser send them (no Origin, Sec-Fetch-Site: cross-site)',
  product: 'proxy',
  bystander: 'own account',
  async run(ctx) {
    const tally = new Map<string, number>();
    const paths = ['/service/companies.xml', '/service/users/current.xml', '/metrics'];
    await repeatUntilClosed(
      ctx,
      tally,
      (index) => ({
        method: 'GET',
        path: paths[index % paths.length]!,
        headers: {
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'no-cors',
          'sec-fetch-dest': 'image',
        },
      }),
      { workers: 2, limit: CROSS_SITE_READS },
    );
    return { tally };
  },
  acceptable: refused,
};
