import { lazy } from 'react';
import { LazyMount } from '../lazy/LazyMount';
import type { TodoFormModalProps } from './TodoFormModal';

// The form brings Mantine's overlays (the Modal and Combobox families, floating-ui): loaded at
// its first opening, not with the screen that offers it.
const TodoFormModal = lazy(async () => ({
  default: (await import('./TodoFormModal')).TodoFormModal,
}));

/** `TodoFormModal`, whose code loads when it first opens. */
export function LazyTodoFormModal({ opened, ...props }: TodoFormModalProps) {
  return (
    <LazyMount when={opened}>{(ready) => <TodoFormModal opened={ready} {...props} />}</LazyMount>
  );
}
