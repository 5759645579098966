import type { ModalProps } from '@mantine/core';
import { LazyMount } from './LazyMount';
import { lazyNamed } from './lazyNamed';

// Mantine's Modal (scroll lock, focus trap, portal, ScrollArea): loaded at a dialog's first opening.
const Modal = lazyNamed(() => import('./modalChunk'), 'Modal');

/** Mantine's `Modal`, whose code loads when it first opens (see LazyMount). */
export function LazyModal({ opened, ...props }: ModalProps) {
  return <LazyMount when={opened}>{(ready) => <Modal opened={ready} {...props} />}</LazyMount>;
}
