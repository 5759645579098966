import { describe, expect, it } from 'vitest';
import { SOCIAL_MEDIA } from '../../server/service/seed/seedSuperTags';
import { startTestService } from '../../server/service/testing/serviceHarness';
import {
  DEAL_SCAN_PAGE_SIZE,
  dealsTaggedFetcher,
  scanDealsWithSuperTag,
  type DealPageFetcher,
} from './dealSuperTagScan';
import { createDeal } from './deals';
import { setRecordSuperTag } from './superTags';
import { clientForService } from './testing/serviceClient';
import { sampleDeal } from './testing/sampleRecords';
import type { Deal } from '#xml/deal';
import type { RecordTag } from '#xml/tag';

/** The deal scan against servers that do not filter by `tag` (classic ones), and the fetcher against ours. */

const superTag = (name: string): RecordTag => ({
  id: 7,
  name,
  supertag: true,
  fields: [{ kind: 'text', element: 'Stage', value: 'x' }],
});
const plainTag = (name: string): RecordTag => ({ id: 8, name, supertag: false, fields: [] });

/** Deals 1…count; every 300th carries the SuperTag (its name in another case), every 7th a plain tag of the same name. */
function dealsOf(count: number): Deal[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const tags =
      id % 300 === 0
        ? [plainTag('Other'), superTag('key ACCOUNT')]
        : id % 7 === 0
          ? [plainTag('Key account')]
          : [];
    return { ...sampleDeal, id, title: `Deal ${id}`, tags };
  });
}

/** A classic server: ignores `tag`, pages the whole list by offset and limit; records each request. */
function classicServer(deals: readonly Deal[]) {
  const requests: { offset: number; limit: number }[] = [];
  const fetchPage: DealPageFetcher = (page) => {
    requests.push(page);
    return Promise.resolve(deals.slice(page.offset, page.offset + page.limit));
  };
  return { fetchPage, requests };
}

describe('scanDealsWithSuperTag', () => {
  it('keeps only the deals carrying the SuperTag, across every page, until a short page', async () => {
    const server = classicServer(dealsOf(1234));
    const progress: number[] = [];
    const found = await scanDealsWithSuperTag(server.fetchPage, 'Key account', {
      onProgress: (n) => progress.push(n),
    });
    expect(found.map((d) => d.id)).toEqual([300, 600, 900, 1200]);
    expect(server.requests).toEqual(
      [0, 500, 1000].map((offset) => ({ offset, limit: DEAL_SCAN_PAGE_SIZE })),
    );
    expect(progress).toEqual([500, 1000, 1234]);
  });

  it('asks once more after an exactly full last page, and finds nothing when no deal carries it', async () => {
    const server = classicServer(dealsOf(1000));
    expect(await scanDealsWithSuperTag(server.fetchPage, 'Nothing')).toEqual([]);
    expect(server.requests.map((r) => r.offset)).toEqual([0, 500, 1000]);
  });

  it('stops when the server sends the same page again (it ignores offset)', async () => {
    const first = dealsOf(DEAL_SCAN_PAGE_SIZE);
    let calls = 0;
    const found = await scanDealsWithSuperTag(() => {
      calls++;
      return Promise.resolve(first);
    }, 'key account');
    expect(found.map((d) => d.id)).toEqual([300]);
    expect(calls).toBe(2);
  });

  it('stops at once when aborted between pages', async () => {
    const server = classicServer(dealsOf(1234));
    const controller = new AbortController();
    const scan = scanDealsWithSuperTag(server.fetchPage, 'Key account', {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(scan).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});

describe('dealsTaggedFetcher', () => {
  it('sends the tag, so our service answers only the deals carrying it', async () => {
    const service = await startTestService();
    try {
      await service.store.tags.defineSuperTag(service.scope.accountId, SOCIAL_MEDIA);
      const client = clientForService(service);
      const tagged = await createDeal(client, { title: 'Tagged' });
      await createDeal(client, { title: 'Plain' });
      await setRecordSuperTag(client, {
        record: { collection: 'deals', id: tagged },
        name: SOCIAL_MEDIA.name,
        values: { 'Work blog': 'blog.example' },
      });
      const page = await dealsTaggedFetcher(
        client,
        'social MEDIA',
      )({ offset: 0, limit: DEAL_SCAN_PAGE_SIZE });
      expect(page.map((d) => d.id)).toEqual([tagged]);
    } finally {
      await service.close();
    }
  });
});
