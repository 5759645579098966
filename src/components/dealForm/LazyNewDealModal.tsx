import { lazy } from 'react';
import { LazyMount } from '../lazy/LazyMount';
import type { NewDealModalProps } from './NewDealModal';

// The form brings Mantine's overlays (the Modal and Combobox families, floating-ui): loaded at
// its first opening, not with the screen that offers it.
const NewDealModal = lazy(async () => ({
  default: (await import('./NewDealModal')).NewDealModal,
}));

/** `NewDealModal`, whose code loads when it first opens (`status` not null). */
export function LazyNewDealModal({ status, ...props }: NewDealModalProps) {
  return (
    <LazyMount when={status !== null}>
      {(opened) => <NewDealModal status={opened ? status : null} {...props} />}
    </LazyMount>
  );
}
