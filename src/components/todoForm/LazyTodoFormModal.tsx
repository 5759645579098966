import { LazyMount } from '../lazy/LazyMount';
import type { TodoFormModalProps } from './TodoFormModal';
import { lazyNamed } from '../lazy/lazyNamed';

// The form brings Mantine's overlays (the Modal and Combobox families, floating-ui): loaded at
// its first opening, not with the screen that offers it.
const TodoFormModal = lazyNamed(() => import('./TodoFormModal'), 'TodoFormModal');

/** `TodoFormModal`, whose code loads when it first opens. */
export function LazyTodoFormModal({ opened, ...props }: TodoFormModalProps) {
  return (
    <LazyMount when={opened}>{(ready) => <TodoFormModal opened={ready} {...props} />}</LazyMount>
  );
}
