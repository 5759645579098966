import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconInbox, IconSearchOff } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

/** One case of an empty list, in the caller's whole sentences (word order differs per language). */
export interface EmptyCaseTexts {
  /** "No more companies", "No companies match “acme”", "No companies yet". */
  title: string;
  /** What to do about it. */
  description: string;
}

export interface ListEmptyStateProps {
  /** Where the page starts; past the end (above 0) the `pastEnd` case shows. */
  offset?: number;
  /** Past the last page: "There are no companies after the first 50. Go back to the first page." */
  pastEnd?: EmptyCaseTexts & { onFirstPage?: () => void };
  /** Filters are in effect and nothing matches them; `clearLabel` names the button that removes them. */
  noMatch?: EmptyCaseTexts & { clearLabel: string; onClear?: () => void };
  /** There is nothing at all, with an optional action (a "New …" button). */
  nothingYet: EmptyCaseTexts & { action?: ReactNode };
}

/**
 * Why a list is empty, and the one thing to do about it: past the last page, nothing matches the
 * filters, or there is nothing yet.
 */
export function ListEmptyState({ offset = 0, pastEnd, noMatch, nothingYet }: ListEmptyStateProps) {
  const t = useT(componentMessages);
  if (offset > 0 && pastEnd !== undefined) {
    return (
      <EmptyState
        icon={<IconSearchOff aria-hidden />}
        title={pastEnd.title}
        description={pastEnd.description}
      >
        {pastEnd.onFirstPage && (
          <EmptyState.Actions>
            <Button variant="default" onClick={pastEnd.onFirstPage}>
              {t('listEmpty.firstPage')}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  if (noMatch !== undefined) {
    return (
      <EmptyState
        icon={<IconSearchOff aria-hidden />}
        title={noMatch.title}
        description={noMatch.description}
      >
        {noMatch.onClear && (
          <EmptyState.Actions>
            <Button variant="default" onClick={noMatch.onClear}>
              {noMatch.clearLabel}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconInbox aria-hidden />}
      title={nothingYet.title}
      description={nothingYet.description}
    >
      {nothingYet.action && <EmptyState.Actions>{nothingYet.action}</EmptyState.Actions>}
    </EmptyState>
  );
}
