import { LazyMount } from '../../components/lazy/LazyMount';
import type { DealPanelProps } from './DealPanel';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The panel (a Drawer, with the deal's tag and super-tag editors) brings Mantine's overlays:
// loaded when a deal is first opened beside the list or the board, not with the screen.
const DealPanel = lazyNamed(() => import('./DealPanel'), 'DealPanel');

/** `DealPanel`, whose code loads when a deal is first opened (`dealId` not null). */
export function LazyDealPanel({ dealId, ...props }: DealPanelProps) {
  return (
    <LazyMount when={dealId !== null}>
      {(opened) => <DealPanel dealId={opened ? dealId : null} {...props} />}
    </LazyMount>
  );
}
