import type { Todo } from '#xml/todo';
import { MissingParts, showUndoNotification } from '#components/undoNotification';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { todoMessages } from './messages';

/**
 * After a to-do was deleted on the server: Undo creates it again by new requests (it comes back
 * with a new id). `restore` resolves with what could not be put back, which the notification then
 * lists instead of claiming all is well.
 */
export function showTodoUndo(todo: Todo, restore: () => Promise<readonly string[]>): void {
  const title = todoTitle(todo);
  showUndoNotification({
    title: todoMessages.t('undo.deleted', { title }),
    offer: todoMessages.t('undo.offer'),
    restoringTitle: todoMessages.t('undo.restoring', { title }),
    failedTitle: todoMessages.t('undo.notRestored', { title }),
    undo: async () => {
      const notRestored = await restore();
      return notRestored.length === 0
        ? {
            color: 'green',
            title: todoMessages.t('undo.restored', { title }),
            message: todoMessages.t('undo.back'),
          }
        : {
            color: 'yellow',
            title: todoMessages.t('undo.partly', { title }),
            message: <MissingParts intro={todoMessages.t('undo.without')} lines={notRestored} />,
          };
    },
  });
}
