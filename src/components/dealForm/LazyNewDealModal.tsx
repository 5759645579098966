import { LazyMount } from '../lazy/LazyMount';
import type { NewDealModalProps } from './NewDealModal';
import { lazyNamed } from '../lazy/lazyNamed';

// The form brings Mantine's overlays (the Modal and Combobox families, floating-ui): loaded at
// its first opening, not with the screen that offers it.
const NewDealModal = lazyNamed(() => import('./NewDealModal'), 'NewDealModal');

/** `NewDealModal`, whose code loads when it first opens (`status` not null). */
export function LazyNewDealModal({ status, ...props }: NewDealModalProps) {
  return (
    <LazyMount when={status !== null}>
      {(opened) => <NewDealModal status={opened ? status : null} {...props} />}
    </LazyMount>
  );
}
