import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { FEED_GAP, type FeedRowsProps } from './FeedRows';
import { FeedItemView } from './FeedItemView';

/** A first guess of an entry's height; each is measured once drawn. */
const ESTIMATE = 110;
/** Items drawn beyond the screen, so that the next ones are there before they scroll in. */
const OVERSCAN = 6;
/** The next page is read when the last drawn item is this close to the end. */
const LOAD_AHEAD = 5;

/**
 * A long history, windowed in the page's own scroll (a record can have thousands of entries):
 * only what is near the screen is drawn, and the next page is read as the end comes near.
 * Loaded on demand (FeedList), with @tanstack/react-virtual.
 */
export function FeedVirtualRows({
  items,
  record,
  label,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: FeedRowsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined) setOffset(top + window.scrollY);
  }, [items.length]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => items[index]?.key ?? index,
    gap: FEED_GAP,
    overscan: OVERSCAN,
    scrollMargin: offset,
  });
  const lastDrawn = virtualizer.range?.endIndex ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= items.length - LOAD_AHEAD)
      void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, items.length, lastDrawn]);

  return (
    <ul
      ref={listRef}
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        position: 'relative',
        height: virtualizer.getTotalSize(),
      }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          aria-setsize={hasNextPage ? -1 : items.length}
          aria-posinset={row.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <FeedItemView item={items[row.index]!} viewer={record} />
        </li>
      ))}
    </ul>
  );
}
