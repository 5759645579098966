import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { BoardDragRegistry } from './dragRegistry';
import type { DragLayerProps } from './DragLayer';

/** Once loaded, every later board renders its layer at once. */
let loadedLayer: ComponentType<DragLayerProps> | null = null;
let loading: Promise<void> | null = null;

function loadDragLayer(): Promise<void> {
  loading ??= import('./DragLayer').then(
    (module) => void (loadedLayer = module.DragLayer),
    (error: unknown) => {
      // Offline or a stale deployment: the next approach tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The drag layer once loaded (render it when `useDragLayer` says so), nothing before. */
export function DragLayerSlot(props: DragLayerProps) {
  const Layer = loadedLayer;
  return Layer === null ? null : <Layer {...props} />;
}

/** Events that tell the board is about to be used with a pointer, a finger or the keyboard. */
const APPROACH = ['pointerover', 'focusin'] as const;
const RELEASE = ['mouseup', 'touchend', 'touchcancel'] as const;

/**
 * Loads the board's drag layer (dnd-kit) when the board is first approached: the pointer over
 * it, a press or a touch on it, the focus in it. A press on a card before the layer is there is
 * kept (with the pointer's moves since) until the button or finger is released, and handed to
 * the layer when it arrives (DragLayer.tsx). True once the layer is loaded.
 */
export function useDragLayer(
  boardRef: RefObject<HTMLElement | null>,
  registry: BoardDragRegistry,
): boolean {
  const [loaded, setLoaded] = useState(() => loadedLayer !== null);

  useEffect(() => {
    const board = boardRef.current;
    if (board === null) return;
    let live = true;
    const load = () => {
      loadDragLayer().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    };
    const keepPress = (event: MouseEvent | TouchEvent) => {
      load();
      if (event instanceof MouseEvent && event.button !== 0) return;
      registry.keepPress(event);
    };
    const keepMove = (event: MouseEvent) => registry.keepMove(event);
    const release = () => registry.release();
    for (const name of APPROACH) board.addEventListener(name, load);
    board.addEventListener('mousedown', keepPress, true);
    board.addEventListener('touchstart', keepPress, { capture: true, passive: true });
    document.addEventListener('mousemove', keepMove, true);
    for (const name of RELEASE) document.addEventListener(name, release, true);
    return () => {
      live = false;
      for (const name of APPROACH) board.removeEventListener(name, load);
      board.removeEventListener('mousedown', keepPress, true);
      board.removeEventListener('touchstart', keepPress, true);
      document.removeEventListener('mousemove', keepMove, true);
      for (const name of RELEASE) document.removeEventListener(name, release, true);
    };
  }, [boardRef, registry]);

  return loaded;
}
