import { useCallback, useState, type KeyboardEvent } from 'react';
import { useStableCallback } from './useStableCallback';
import type { Deal } from '#xml/deal';
import { dealLabel, movedMessage } from './dealLabel';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';

export interface KeyboardLift {
  deal: Deal;
  from: string;
  /** The column the card would be dropped in now. */
  target: string;
}

/**
 * Moving a focused card with the keyboard: Space lifts it, arrows choose the column, Space (or
 * Enter) drops it, Escape puts it down where it was. Every step is announced.
 */
export function useKeyboardLift(
  statuses: readonly string[],
  onDrop: (deal: Deal, from: string, to: string) => void,
  announce: (message: string) => void,
) {
  const [lifted, setLifted] = useState<KeyboardLift | null>(null);

  const columnPosition = useCallback(
    (status: string) =>
      dealMessages.t('lift.column', {
        status: stageName(status),
        position: statuses.indexOf(status) + 1,
        count: statuses.length,
      }),
    [statuses],
  );

  /**
   * Returns true when the key was used for moving (the card should not act on it). Stable: every
   * card is handed it, and a lift must not re-render them all.
   */
  const onKeyDown = useStableCallback(
    (event: KeyboardEvent<HTMLElement>, deal: Deal, from: string): boolean => {
      const label = dealLabel(deal);
      const isLifted = lifted !== null && lifted.deal.id === deal.id;
      if (!isLifted) {
        if (event.key !== ' ') return false;
        event.preventDefault();
        setLifted({ deal, from, target: from });
        announce(dealMessages.t('lift.pickedUp', { deal: label, column: columnPosition(from) }));
        return true;
      }
      const index = statuses.indexOf(lifted.target);
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowDown':
        case 'ArrowLeft':
        case 'ArrowUp': {
          event.preventDefault();
          const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : -1;
          const next =
            statuses[Math.min(statuses.length - 1, Math.max(0, index + step))] ?? lifted.target;
          setLifted({ ...lifted, target: next });
          announce(
            next === lifted.target
              ? dealMessages.t(step > 0 ? 'lift.atLast' : 'lift.atFirst', {
                  deal: label,
                  status: stageName(next),
                })
              : dealMessages.t('lift.over', { deal: label, column: columnPosition(next) }),
          );
          return true;
        }
        case ' ':
        case 'Enter':
          event.preventDefault();
          setLifted(null);
          if (lifted.target === lifted.from)
            announce(
              dealMessages.t('lift.droppedBack', { deal: label, status: stageName(lifted.from) }),
            );
          else {
            announce(movedMessage(deal, lifted.from, lifted.target));
            onDrop(deal, lifted.from, lifted.target);
          }
          return true;
        case 'Escape':
          event.preventDefault();
          setLifted(null);
          announce(
            dealMessages.t('lift.cancelled', { deal: label, status: stageName(lifted.from) }),
          );
          return true;
        case 'Tab':
          setLifted(null);
          announce(
            dealMessages.t('lift.cancelled', { deal: label, status: stageName(lifted.from) }),
          );
          return false;
        default:
          return true;
      }
    },
  );

  const cancel = useCallback(() => setLifted(null), []);

  return { lifted, onKeyDown, cancel };
}
