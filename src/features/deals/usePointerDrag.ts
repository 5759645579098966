import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { Deal } from '#xml/deal';

export interface PointerDrag {
  deal: Deal;
  from: string;
  /** The column under the pointer (its status), null when over none. */
  over: string | null;
  /** Where the drag started: the floating card's first position. */
  x: number;
  y: number;
}

/** Pixels the pointer must travel before a press becomes a drag (a shorter one is a click). */
const DRAG_THRESHOLD = 6;

/** The status of the board column at a point (columns carry `data-board-column`). */
function columnAt(x: number, y: number): string | null {
  const element = document.elementFromPoint(x, y);
  return element?.closest<HTMLElement>('[data-board-column]')?.dataset['boardColumn'] ?? null;
}

/**
 * Mouse and pen dragging of cards between columns with pointer events. The floating card follows
 * the pointer by writing its transform directly (no React render per move); the board re-renders
 * only when the column under the pointer changes, so dragging stays smooth with many cards.
 * Touch is left to scrolling: on touch screens cards move through their "Move to…" menu.
 */
export function usePointerDrag(onDrop: (deal: Deal, from: string, to: string) => void) {
  const [drag, setDrag] = useState<PointerDrag | null>(null);
  const ghostRef = useRef<HTMLDivElement | null>(null);
  const suppressClick = useRef(false);
  const onDropRef = useRef(onDrop);
  useLayoutEffect(() => {
    onDropRef.current = onDrop;
  }, [onDrop]);

  const start = useCallback((event: ReactPointerEvent<HTMLElement>, deal: Deal, from: string) => {
    if (event.button !== 0 || event.pointerType === 'touch') return;
    if ((event.target as Element).closest('[data-no-drag]') !== null) return;
    const startX = event.clientX;
    const startY = event.clientY;
    let started = false;
    let over: string | null = from;

    const finish = (drop: boolean) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey, true);
      if (!started) return;
      document.body.style.removeProperty('user-select');
      // The click that ends a drag must not open the card.
      suppressClick.current = true;
      window.setTimeout(() => {
        suppressClick.current = false;
      }, 0);
      setDrag(null);
      if (drop && over !== null && over !== from) onDropRef.current(deal, from, over);
    };
    const onMove = (move: PointerEvent) => {
      if (!started) {
        if (Math.hypot(move.clientX - startX, move.clientY - startY) < DRAG_THRESHOLD) return;
        started = true;
        document.body.style.setProperty('user-select', 'none');
        setDrag({ deal, from, over, x: move.clientX, y: move.clientY });
      }
      const ghost = ghostRef.current;
      if (ghost !== null)
        ghost.style.transform = `translate(${move.clientX + 8}px, ${move.clientY + 8}px)`;
      const now = columnAt(move.clientX, move.clientY);
      if (now !== over) {
        over = now;
        setDrag((current) => (current === null ? null : { ...current, over: now }));
      }
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== 'Escape' || !started) return;
      key.preventDefault();
      finish(false);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
  }, []);

  /** True when a click is the end of a drag (and should not open the card). */
  const isDragClick = useCallback(() => suppressClick.current, []);

  return { drag, ghostRef, start, isDragClick };
}
