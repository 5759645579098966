import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SHORT_TEXT } from '#xml/textLimits';
import { areaTestStore, BLANK_DEAL, type AreaTestStore } from './sql/testing/areaTestStore';
import { FIELD_TEXT_LIMIT, SEARCH_TERM_LIMITS, termFits } from './searchTerms';

const PAGE = { offset: 0, limit: 10 };

describe('termFits', () => {
  it('counts code points, as the write limits do', () => {
    expect(FIELD_TEXT_LIMIT).toBe(MAX_SHORT_TEXT);
    expect(termFits('a'.repeat(255), 255)).toBe(true);
    expect(termFits('a'.repeat(256), 255)).toBe(false);
    // 255 emoji are 510 UTF-16 units but 255 characters.
    expect(termFits('😀'.repeat(255), 255)).toBe(true);
    expect(termFits('😀'.repeat(256), 255)).toBe(false);
    expect(termFits('x'.repeat(1_000_000), 255)).toBe(false);
  });
});

/** A term longer than its field answers nothing, and no statement runs (on either backend). */
describe('search terms longer than their field', () => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
    await t.store.contacts.createCompany(t.scope, { name: 'x'.repeat(255) });
    await t.store.deals.createDeal(t.scope, { ...BLANK_DEAL, title: 'y'.repeat(255) });
  });
  afterEach(() => t.close());

  /** What `read` answers and how many statements it ran. */
  const counted = async <T>(read: () => Promise<T>): Promise<[T, number]> => {
    const before = t.store.db.executed;
    const result = await read();
    return [result, t.store.db.executed - before];
  };

  it('answers an empty list at once for every contact term; a term that fits still runs', async () => {
    const long = 'x'.repeat(SEARCH_TERM_LIMITS.companyName + 1);
    for (const search of [{ name: long }, { email: long }, { tag: long }, { state: long }]) {
      expect(await counted(() => t.store.contacts.listCompanies(t.scope, search, PAGE))).toEqual([
        [],
        0,
      ]);
      expect(
        await counted(() => t.store.contacts.listContactVersions(t.scope, 'company', search, PAGE)),
      ).toEqual([[], 0]);
    }
    const [found, statements] = await counted(() =>
      t.store.contacts.listCompanies(t.scope, { name: 'x'.repeat(255) }, PAGE),
    );
    expect(found.map((c) => c.name)).toEqual(['x'.repeat(255)]);
    expect(statements).toBeGreaterThan(0);
    // A person's "first last" holds up to 511 characters.
    const [people, personStatements] = await counted(() =>
      t.store.contacts.listPeople(t.scope, { name: 'x'.repeat(511) }, PAGE),
    );
    expect([people, personStatements > 0]).toEqual([[], true]);
    expect(
      await counted(() => t.store.contacts.listPeople(t.scope, { name: 'x'.repeat(512) }, PAGE)),
    ).toEqual([[], 0]);
  });

  it('answers no deals, no totals and no user at once', async () => {
    const long = 'y'.repeat(256);
    for (const search of [{ title: long }, { tag: long }, { status: long }]) {
      expect(await counted(() => t.store.deals.searchDeals(t.scope, search, PAGE))).toEqual([
        [],
        0,
      ]);
      expect(await counted(() => t.store.deals.dealTotals(t.scope, search))).toEqual([[], 0]);
    }
    const [deals] = await counted(() =>
      t.store.deals.searchDeals(t.scope, { title: 'y'.repeat(255) }, PAGE),
    );
    expect(deals).toHaveLength(1);
    const email = `${'u'.repeat(250)}@example.com`;
    expect(await counted(() => t.store.accounts.findUserByEmail(t.scope.accountId, email))).toEqual(
      [null, 0],
    );
  });
});
