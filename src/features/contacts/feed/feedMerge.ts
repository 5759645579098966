import { compareItems, type FeedItem } from './feedItems';

/**
 * The feed is several lists read side by side (a record's comments page by page, its activity
 * stream page by page, its communications and to-dos whole) and shown as one, newest first.
 * An item may be shown once no unread page of any list can hold something newer: each list that
 * is not finished has read down to its oldest item so far, and the newest of those bounds what
 * is safe (the "horizon"). A list whose buffer is used up is read further on the next page.
 */

/** One list being read, as the page cursor keeps it (plain data: it is the query's page param). */
export interface StreamState<S> {
  /** What to read: passed back to the reader. */
  source: S;
  /** Items read so far, for paged lists the next offset. */
  offset: number;
  /** No more to read. */
  done: boolean;
  /** Read but not shown yet, newest first. */
  buffer: FeedItem[];
}

/** The streams that must be read before anything more can be shown: unfinished with nothing buffered. */
export function streamsToRead<S>(streams: readonly StreamState<S>[]): number[] {
  return streams.flatMap((s, index) => (!s.done && s.buffer.length === 0 ? [index] : []));
}

/**
 * What can be shown now: every buffered item at or after the horizon, newest first, and the
 * streams without them. Call after reading `streamsToRead`; then at least one item comes out
 * unless every stream is finished and empty.
 */
export function takeSafe<S>(streams: readonly StreamState<S>[]): {
  items: FeedItem[];
  streams: StreamState<S>[];
} {
  const open = streams.filter((s) => !s.done);
  if (open.some((s) => s.buffer.length === 0))
    throw new Error('takeSafe: an unfinished stream has nothing buffered; read it first');
  // The newest of the oldest-read items of the unfinished streams; '' (everything) when none.
  const horizon = open.reduce((h, s) => {
    const oldest = s.buffer.at(-1)!.at;
    return oldest > h ? oldest : h;
  }, '');
  const items: FeedItem[] = [];
  const rest = streams.map((s) => {
    const safe = s.buffer.filter((item) => item.at >= horizon);
    items.push(...safe);
    return { ...s, buffer: s.buffer.filter((item) => item.at < horizon) };
  });
  return { items: items.sort(compareItems), streams: rest };
}

/** Nothing left anywhere: no unread page, nothing buffered. */
export function finished<S>(streams: readonly StreamState<S>[]): boolean {
  return streams.every((s) => s.done && s.buffer.length === 0);
}

/** A read page added to its stream: buffered newest first, finished when the page was short. */
export function withPage<S>(
  stream: StreamState<S>,
  items: readonly FeedItem[],
  read: number,
  pageSize: number | 'whole',
): StreamState<S> {
  return {
    ...stream,
    offset: stream.offset + read,
    done: pageSize === 'whole' || read < pageSize,
    buffer: [...stream.buffer, ...items].sort(compareItems),
  };
}

/** The pages' items as one list, each item once (a communication two people took part in). */
export function flattenPages(pages: readonly { items: readonly FeedItem[] }[]): FeedItem[] {
  const seen = new Set<string>();
  const all: FeedItem[] = [];
  for (const page of pages)
    for (const item of page.items) {
      if (seen.has(item.key)) continue;
      seen.add(item.key);
      all.push(item);
    }
  return all;
}
