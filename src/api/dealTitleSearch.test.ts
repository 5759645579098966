import { afterEach, describe, expect, it } from 'vitest';
import { searchDealsByTitle, titleContains } from './dealTitleSearch';
import { createApiClient } from './client/client';
import { sampleDeal } from './testing/sampleRecords';
import { startTinyServer, type TinyServer } from './testing/tinyServer';
import { encodeDealList, type Deal } from '#xml/deal';

/** The browser's half of the deal title search: the check every deal gets, and the paging. */

describe('titleContains', () => {
  it('folds ASCII letters only, as our service does', () => {
    expect(titleContains('Quokka Renewal', 'quokka r')).toBe(true);
    expect(titleContains('quokka', 'QUOKKA')).toBe(true);
    expect(titleContains('100% off', '100%')).toBe(true);
    expect(titleContains('Émile', 'émile')).toBe(false);
    expect(titleContains('Émile', 'Émile')).toBe(true);
    expect(titleContains('ΟΣΑ', 'ΟΣ')).toBe(true);
    expect(titleContains('Quokka', 'quokkas')).toBe(false);
  });
});

describe('searchDealsByTitle', () => {
  let tiny: TinyServer | undefined;
  afterEach(async () => {
    await tiny?.close();
    tiny = undefined;
  });

  it('stops when a server sends the same full page again (it ignores offset)', async () => {
    const page: Deal[] = Array.from({ length: 500 }, (_, index) => ({
      ...sampleDeal,
      id: index + 1,
      title: index === 41 ? 'Kiwi' : `Deal ${index + 1}`,
    }));
    tiny = await startTinyServer(() => ({
      headers: { 'content-type': 'application/xml' },
      body: encodeDealList(page),
    }));
    const result = await searchDealsByTitle(
      createApiClient({ baseUrl: `${tiny.url}/service` }),
      'kiwi',
      { want: 5, maxPages: 10 },
    );
    expect(result).toMatchObject({ deals: [{ id: 42, title: 'Kiwi' }], cutShortAfter: null });
    expect(tiny.requests).toHaveLength(2);
  });
});
