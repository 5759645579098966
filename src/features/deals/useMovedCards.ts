import { useCallback, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { dealQueries } from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { Deal } from '#xml/deal';

/** Moved cards followed per visit: the most recent ones (older ones have long scrolled away). */
const FOLLOWED_AT_MOST = 50;

/** The deals read so far (outside the hook: a stable `combine` keeps the result's identity). */
function readDeals(reads: readonly { data: Deal | null | undefined }[]): Deal[] {
  return reads.flatMap((read) =>
    read.data === undefined || read.data === null ? [] : [read.data],
  );
}

export interface MovedCards {
  /** The moved deals as the service has them now (each read since its move), for `scope`. */
  deals: Deal[];
  /** A card is being moved: follow it from now on. */
  follow: (id: number) => void;
}

/**
 * Cards the user moved during this visit, each read on its own (`deals/<id>.xml`). A column that
 * loads only its newest pages does not hold an older deal moved into it, and the card would
 * vanish (with the keyboard focus on it) once the move is saved; reading it keeps it in its new
 * column. The read starts with the move, so the refetch that follows the save (every `deals`
 * query but other columns' pages) brings its new status before the move's own overlay goes.
 * Followed per filter (`scope`): a card moved under one assignee is not shown under another.
 */
export function useMovedCards(scope: string): MovedCards {
  const client = useApiClient();
  const [followed, setFollowed] = useState<{ scope: string; ids: readonly number[] }>({
    scope,
    ids: [],
  });
  const ids = followed.scope === scope ? followed.ids : [];
  const follow = useCallback(
    (id: number) =>
      setFollowed((current) => ({
        scope,
        ids: [
          id,
          ...(current.scope === scope ? current.ids : []).filter((other) => other !== id),
        ].slice(0, FOLLOWED_AT_MOST),
      })),
    [scope],
  );
  const deals = useQueries({
    queries: ids.map((id) => dealQueries.boardCard(client, id)),
    combine: readDeals,
  });
  return { deals, follow };
}
