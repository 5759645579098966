import type { RecordRef } from '#api/records';
import type { FeedItem } from './feedItems';
import { FeedItemView } from './FeedItemView';

/** Space between entries, in pixels: the same in the plain and the windowed list. */
export const FEED_GAP = 8;

/**
 * Entries out of sight are not laid out or painted until they come near it (`content-visibility:
 * auto`; `auto` in the size remembers an entry's height once drawn). A record page's first
 * rendering laid out its whole history, the page's longest task: at normal CPU, medians of 8
 * loads of a demo company, 93 ms before and 66 ms after, its LCP 20 ms sooner. Not in the windowed
 * list, which measures its rows and draws only those in sight anyway.
 */
const ENTRY_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 90px' } as const;

export interface FeedRowsProps {
  items: readonly FeedItem[];
  record: RecordRef;
  label: string;
  /** More entries than `items` exist (the next page is still to be read). */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The feed's entries drawn one after the other: a history that fits one page (most records) needs
 * no windowing, and its first visit does not download the windowing library (FeedVirtualRows).
 */
export function FeedPlainRows({ items, record, label }: FeedRowsProps) {
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: FEED_GAP }}
    >
      {items.map((item, index) => (
        <li
          key={item.key}
          aria-setsize={items.length}
          aria-posinset={index + 1}
          style={ENTRY_STYLE}
        >
          <FeedItemView item={item} viewer={record} />
        </li>
      ))}
    </ul>
  );
}
