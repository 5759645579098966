import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconInbox, IconSearchOff } from '@tabler/icons-react';

export interface ListEmptyStateProps {
  /** Plural noun: "companies". */
  noun: string;
  offset: number;
  /** Describes the filter in effect ("match “acme”", "with status won"); undefined when none. */
  filterDescription?: string;
  /** What to try when nothing matches the filters; the default fits a typed name search. */
  filterHint?: string;
  onFirstPage?: () => void;
  /** Label and action of the button that removes the filters. */
  clearLabel?: string;
  onClearFilters?: () => void;
  /** What to do when there is nothing at all, e.g. "Add the first one with “New company”." */
  nothingYetHint: string;
  /** An action for the "nothing at all" case (a "New …" button). */
  nothingYetAction?: ReactNode;
}

/**
 * Why a list is empty, and the one thing to do about it: past the last page, nothing matches the
 * filters, or there is nothing yet.
 */
export function ListEmptyState(props: ListEmptyStateProps) {
  const {
    noun,
    offset,
    filterDescription,
    filterHint,
    onFirstPage,
    clearLabel,
    onClearFilters,
    nothingYetHint,
    nothingYetAction,
  } = props;
  if (offset > 0) {
    return (
      <EmptyState
        icon={<IconSearchOff aria-hidden />}
        title={`No more ${noun}`}
        description={`There are no ${noun} after the first ${offset}. Go back to the first page.`}
      >
        {onFirstPage && (
          <EmptyState.Actions>
            <Button variant="default" onClick={onFirstPage}>
              Back to the first page
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  if (filterDescription !== undefined) {
    return (
      <EmptyState
        icon={<IconSearchOff aria-hidden />}
        title={`No ${noun} ${filterDescription}`}
        description={
          filterHint ??
          `Check the spelling, search for part of it, or clear the search to see all ${noun}.`
        }
      >
        {onClearFilters && (
          <EmptyState.Actions>
            <Button variant="default" onClick={onClearFilters}>
              {clearLabel ?? `Show all ${noun}`}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconInbox aria-hidden />}
      title={`No ${noun} yet`}
      description={nothingYetHint}
    >
      {nothingYetAction && <EmptyState.Actions>{nothingYetAction}</EmptyState.Actions>}
    </EmptyState>
  );
}
