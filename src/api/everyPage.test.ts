import { describe, expect, it } from 'vitest';
import { LARGEST_PAGE, readEveryPage, type PageFetcher } from './everyPage';

/** A list of `total` records that pages by offset, as the API does; `asked` records each request. */
function pagedList(total: number, asked: number[] = []): PageFetcher<{ id: number }> {
  const records = Array.from({ length: total }, (_, index) => ({ id: index + 1 }));
  return ({ offset, limit }) => {
    asked.push(offset);
    return Promise.resolve(records.slice(offset, offset + limit));
  };
}

describe('readEveryPage', () => {
  it('reads page after page of the largest size until a short one', async () => {
    const asked: number[] = [];
    const { records, complete } = await readEveryPage(pagedList(LARGEST_PAGE * 2 + 3, asked));
    expect(records.map((r) => r.id)).toEqual(
      Array.from({ length: LARGEST_PAGE * 2 + 3 }, (_, index) => index + 1),
    );
    expect({ asked, complete }).toEqual({
      asked: [0, LARGEST_PAGE, LARGEST_PAGE * 2],
      complete: true,
    });
  });

  it('stops when a full page brings nothing new (a server that ignores offset)', async () => {
    const firstPageAlways: PageFetcher<{ id: number }> = () =>
      Promise.resolve(Array.from({ length: LARGEST_PAGE }, (_, index) => ({ id: index + 1 })));
    const { records, complete } = await readEveryPage(firstPageAlways);
    expect({ count: records.length, complete }).toEqual({ count: LARGEST_PAGE, complete: true });
  });

  it('stops at atMost and says the list was not read to its end', async () => {
    const asked: number[] = [];
    const { records, complete } = await readEveryPage(pagedList(LARGEST_PAGE * 3, asked), {
      atMost: LARGEST_PAGE * 2,
    });
    expect({ count: records.length, asked, complete }).toEqual({
      count: LARGEST_PAGE * 2,
      asked: [0, LARGEST_PAGE],
      complete: false,
    });
  });
});
