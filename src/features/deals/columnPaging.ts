import { createContext, useContext } from 'react';

/** How a column's cards are loading, for its windowed list (which asks for more as it scrolls). */
export interface ColumnPaging {
  /** A page the column asked for has not arrived yet. */
  loading: boolean;
  /** Older cards are there to be asked for. */
  hasMore: boolean;
  /** Ask for the next page of older cards. */
  loadMore: () => void;
}

const IDLE: ColumnPaging = { loading: false, hasMore: false, loadMore: () => undefined };

/**
 * Each column's paging by status, from the page that loads the board down to its columns' card
 * lists. A context rather than props through `PipelineBoard`: the board passes each column what
 * it shows, and how more cards come is the loader's business, not the board's.
 */
export const ColumnPagingContext = createContext<ReadonlyMap<string, ColumnPaging>>(new Map());

export function useColumnPaging(status: string): ColumnPaging {
  return useContext(ColumnPagingContext).get(status) ?? IDLE;
}
