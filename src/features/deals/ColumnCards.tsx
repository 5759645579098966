import { useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { useColumnPaging } from './columnPaging';
import { useWindowedList } from './useWindowedList';
import classes from './ColumnCards.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/**
 * A card's height before it is measured: a title on one line, the amount, the contact line (most
 * cards, 100 px in Chromium; a card that measures otherwise moves the ones below it once). A
 * board the proxy draws places its cards by this alone, so the take-over moves none of them.
 */
const CARD_HEIGHT_ESTIMATE = 100;
/**
 * The scrolling box's largest height (as in the CSS: `min(70vh, 720px)`). Drawn on the server
 * (src/ssr/), where there is no window, the largest there is: the browser drops what it does not show.
 */
const boxHeight = () =>
  typeof window === 'undefined' ? 720 : Math.min(720, window.innerHeight * 0.7);
/** Space between cards (Mantine's `xs` spacing). */
const CARD_GAP = 10;
/** Room above the first card and below the last one for a lifted card's outline. */
const EDGE = 4;
/** Cards rendered past the visible ones each way, so Tab finds the next card already there. */
const OVERSCAN = 3;
/** Older cards are asked for when the list comes this close to the last one loaded. */
const LOAD_AHEAD = 20;

/**
 * What a card's `<li>` takes from the list: its index in the whole column, its offset in pixels,
 * the column's size and the measuring ref. Plain values and a stable function, so a memoized card
 * that is handed the same place again does not re-render.
 */
export interface CardPlace {
  index: number;
  offset: number;
  setSize: number;
  measureRef: (element: HTMLLIElement | null) => void;
}

export interface ColumnCardsProps {
  status: string;
  deals: readonly Deal[];
  /** How many cards the column holds in all (`aria-setsize`), -1 while that is not known. */
  setSize: number;
  /** The card being dragged or lifted with the keyboard: it stays rendered wherever the list is. */
  liftedId: number | null;
  /** The card that takes the focus after a keyboard move: rendered, so it can. */
  focusId: number | null;
  /** One card, in its `<li>` at `place`. */
  renderCard: (deal: Deal, place: CardPlace) => ReactNode;
}

/**
 * A column's cards, windowed: only those in the column's scrolling box (and a few either side)
 * are rendered, so a column of 10,000 deals costs what one of twenty does. Each card is measured
 * as it renders (titles take one line or two). Screen readers still hear each card's place in
 * the whole column (`aria-posinset` of `aria-setsize`). The lifted card, the focused one and the
 * one about to take the focus stay rendered when scrolled away, so neither a drag nor the
 * keyboard focus is lost. Near the end of the loaded cards the column is asked for older ones.
 */
export function ColumnCards({
  status,
  deals,
  setSize,
  liftedId,
  focusId,
  renderCard,
}: ColumnCardsProps) {
  const { hasMore, loading, loadMore } = useColumnPaging(status);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<number | null>(null);

  const pinned = useMemo(() => {
    const kept = new Set([liftedId, focusId, focusedId]);
    const indexes: number[] = [];
    deals.forEach((deal, index) => {
      if (kept.has(deal.id)) indexes.push(index);
    });
    return indexes;
  }, [deals, focusId, focusedId, liftedId]);
  const keys = useMemo(() => deals.map((deal) => deal.id), [deals]);
  const { items, totalSize, measureRef, lastInView } = useWindowedList({
    keys,
    scrollRef,
    estimate: CARD_HEIGHT_ESTIMATE,
    gap: CARD_GAP,
    paddingStart: EDGE,
    paddingEnd: EDGE,
    overscan: OVERSCAN,
    pinned,
    // The box's size before it is measured: the first render already holds the first cards.
    initialHeight: boxHeight(),
  });

  useEffect(() => {
    if (hasMore && !loading && lastInView >= deals.length - LOAD_AHEAD) loadMore();
  }, [deals.length, hasMore, lastInView, loadMore, loading]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-deal-id]');
    setFocusedId(card === null ? null : Number(card.dataset['dealId']));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
  };

  const t = useT(dealMessages);
  return (
    <div ref={scrollRef} className={classes.scroller} data-card-scroller>
      <ul
        className={classes.list}
        aria-label={t('column.cards', { status: stageName(status) })}
        style={{ height: totalSize }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {items.map((item) => (
          <HydrateLater key={item.key}>
            {renderCard(deals[item.index]!, {
              index: item.index,
              offset: item.start,
              setSize,
              measureRef,
            })}
          </HydrateLater>
        ))}
      </ul>
      {loading && deals.length > 0 && (
        <Text size="xs" c="dimmed" ta="center" py={4}>
          {t('column.loadingMore')}
        </Text>
      )}
    </div>
  );
}
