import { createContext } from 'react';
import type { Deal } from '#xml/deal';

/** What a dragged card carries (dnd-kit's `data`): the deal and the column it leaves. */
export interface CardDragData {
  deal: Deal;
  from: string;
}

type Press = (event: MouseEvent | TouchEvent) => void;

/** An element registered with the board; `setElement` says whether it changed. */
class BoardEntry {
  element: HTMLElement | null = null;
  constructor(readonly key: number) {}

  setElement(element: HTMLElement | null): boolean {
    if (this.element === element) return false;
    this.element = element;
    return true;
  }
}

/**
 * A card on the board, as the drag layer sees it. The card keeps its data and element current;
 * the layer's binding sets `press` (what a mouse or touch press on the card does) once dnd-kit
 * is there.
 */
export class DragSource extends BoardEntry {
  press: Press | null = null;
  constructor(
    key: number,
    readonly id: number,
    public data: CardDragData,
  ) {
    super(key);
  }

  setData(data: CardDragData): void {
    this.data = data;
  }

  bindPress(press: Press | null): void {
    this.press = press;
  }
}

/** A column cards are dropped on, named by its status. */
export class DropTarget extends BoardEntry {
  constructor(
    key: number,
    readonly status: string,
  ) {
    super(key);
  }
}

/** A press on a card made before the drag layer was there, and the pointer's last move since. */
export interface PendingPress {
  event: MouseEvent | TouchEvent;
  lastMove: MouseEvent | null;
}

/**
 * Where the board's cards and columns say they exist, so that dragging (dnd-kit, 14 KB of gzip)
 * can load when the board is first approached instead of with the page, and bind to them without
 * re-rendering a single card: the cards and columns register here, the drag layer
 * (`DragLayer.tsx`, loaded on demand) renders one binding per entry.
 */
export class BoardDragRegistry {
  readonly sources = new Set<DragSource>();
  readonly targets = new Set<DropTarget>();
  /** True once the layer's bindings listen on the cards: presses no longer need keeping. */
  private ready = false;
  private pending: PendingPress | null = null;
  private version = 0;
  private nextKey = 0;
  private readonly listeners = new Set<() => void>();

  newSource(id: number, data: CardDragData): DragSource {
    return new DragSource(this.nextKey++, id, data);
  }

  newTarget(status: string): DropTarget {
    return new DropTarget(this.nextKey++, status);
  }

  /** Adds or removes an entry; returns the undoing function for an effect's cleanup. */
  add(entry: DragSource | DropTarget): () => void {
    const set: Set<BoardEntry> = entry instanceof DragSource ? this.sources : this.targets;
    set.add(entry);
    this.changed();
    return () => {
      set.delete(entry);
      this.changed();
    };
  }

  /** Something the layer renders from changed: an entry came, went or has a new element. */
  changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** The card whose element holds `target`, if any. */
  sourceAt(target: EventTarget | null): DragSource | undefined {
    if (!(target instanceof Node)) return undefined;
    for (const source of this.sources) if (source.element?.contains(target)) return source;
    return undefined;
  }

  /** Keeps a press on a card while the layer is not there yet (see useDragLayer). */
  keepPress(event: MouseEvent | TouchEvent): void {
    if (!this.ready && this.sourceAt(event.target) !== undefined)
      this.pending = { event, lastMove: null };
  }

  keepMove(event: MouseEvent): void {
    if (this.pending !== null) this.pending.lastMove = event;
  }

  /** The button or finger was released: a kept press is over. */
  release(): void {
    this.pending = null;
  }

  /** The layer's bindings listen from now on; returns the press kept until then, if any. */
  layerReady(ready: boolean): PendingPress | null {
    this.ready = ready;
    const pending = this.pending;
    this.pending = null;
    return pending;
  }
}

/** The board's registry; null outside a board (a card rendered alone is not draggable). */
export const BoardDragContext = createContext<BoardDragRegistry | null>(null);
