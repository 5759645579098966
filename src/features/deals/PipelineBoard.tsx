import { useCallback, useId, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { BoardColumn } from './BoardColumn';
import type { ColumnTotals } from './boardColumns';
import { BoardDragContext, BoardDragRegistry } from './drag/dragRegistry';
import type { CardDrag } from './drag/useBoardDnd';
import { DragLayerSlot, useDragLayer } from './drag/useDragLayer';
import { useKeyboardLift } from './useKeyboardLift';
import { movedMessage } from './dealLabel';
import classes from './PipelineBoard.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface ShownColumn {
  status: string;
  deals: Deal[];
  totals: ColumnTotals;
  started: boolean;
  complete: boolean;
  error: unknown;
  retry: () => void;
}

export interface PipelineBoardProps {
  /** The shown columns' statuses, in order: keyboard moving goes across these. */
  statuses: readonly string[];
  /** Every status, hidden columns' too: the "Move to…" menu offers them all. */
  moveTargets: readonly string[];
  columns: readonly ShownColumn[];
  announce: (message: string) => void;
  announcement: string;
  onMove: (deal: Deal, from: string, to: string) => void;
  onOpen: (deal: Deal) => void;
  onQuickAdd: (status: string) => void;
}

/**
 * The columns side by side, with mouse and touch dragging, keyboard moving and their
 * announcements. Dragging (dnd-kit) loads when the board is first approached (drag/).
 */
export function PipelineBoard({
  statuses,
  moveTargets,
  columns,
  announce,
  announcement,
  onMove,
  onOpen,
  onQuickAdd,
}: PipelineBoardProps) {
  const t = useT(dealMessages);
  const instructionsId = useId();
  const [focusId, setFocusId] = useState<number | null>(null);

  const dropWithPointer = useCallback(
    (deal: Deal, from: string, to: string) => {
      announce(movedMessage(deal, from, to));
      onMove(deal, from, to);
    },
    [announce, onMove],
  );
  const dropWithKeyboard = useCallback(
    (deal: Deal, from: string, to: string) => {
      // The card is re-created in its new column: it takes the focus there.
      setFocusId(deal.id);
      onMove(deal, from, to);
    },
    [onMove],
  );
  const boardRef = useRef<HTMLDivElement>(null);
  const [registry] = useState(() => new BoardDragRegistry());
  const [drag, setDrag] = useState<CardDrag | null>(null);
  const dragLayerLoaded = useDragLayer(boardRef, registry);
  const keyboard = useKeyboardLift(statuses, dropWithKeyboard, announce);
  const moveFromMenu = useCallback(
    (deal: Deal, from: string, to: string) => {
      setFocusId(deal.id);
      announce(movedMessage(deal, from, to));
      onMove(deal, from, to);
    },
    [announce, onMove],
  );
  const { cancel } = keyboard;
  const cancelLift = useCallback(() => cancel(), [cancel]);

  // Each column is told only what concerns it (the lifted card goes to the column it leaves, the
  // highlight to the one it is over): a drag re-renders those, not every column and card.
  const overStatus = drag?.over ?? keyboard.lifted?.target ?? null;
  const liftedId = drag?.deal.id ?? keyboard.lifted?.deal.id ?? null;
  const liftedFrom = drag?.from ?? keyboard.lifted?.from ?? null;

  return (
    <>
      <VisuallyHidden id={instructionsId}>{t('board.instructions')}</VisuallyHidden>
      <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="board-announcer">
        {announcement}
      </VisuallyHidden>
      <BoardDragContext.Provider value={registry}>
        <div ref={boardRef} className={classes.board}>
          {columns.map((column) => (
            <HydrateLater key={column.status}>
              <BoardColumn
                status={column.status}
                statuses={moveTargets}
                deals={column.deals}
                totals={column.totals}
                started={column.started}
                complete={column.complete}
                error={column.error}
                onRetry={column.retry}
                highlighted={overStatus === column.status && liftedFrom !== column.status}
                liftedId={liftedFrom === column.status ? liftedId : null}
                focusId={focusId}
                instructionsId={instructionsId}
                onKeyDown={keyboard.onKeyDown}
                onBlurWhileLifted={cancelLift}
                onOpen={onOpen}
                onMove={moveFromMenu}
                onQuickAdd={onQuickAdd}
              />
            </HydrateLater>
          ))}
        </div>
      </BoardDragContext.Provider>
      {dragLayerLoaded && (
        <DragLayerSlot
          registry={registry}
          dragged={drag?.deal ?? null}
          setDrag={setDrag}
          onDrop={dropWithPointer}
        />
      )}
    </>
  );
}
