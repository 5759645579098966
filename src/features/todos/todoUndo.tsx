import type { Todo } from '#xml/todo';
import { MissingParts, showUndoNotification } from '#components/undoNotification';
import { todoTitle } from '../../components/todoForm/todoTitle';

/**
 * After a to-do was deleted on the server: Undo creates it again by new requests (it comes back
 * with a new id). `restore` resolves with what could not be put back, which the notification then
 * lists instead of claiming all is well.
 */
export function showTodoUndo(todo: Todo, restore: () => Promise<readonly string[]>): void {
  const title = todoTitle(todo);
  showUndoNotification({
    title: `“${title}” deleted`,
    offer: 'Undo creates it again.',
    restoringTitle: `Restoring “${title}”…`,
    failedTitle: `“${title}” was not restored`,
    undo: async () => {
      const notRestored = await restore();
      return notRestored.length === 0
        ? { color: 'green', title: `“${title}” restored`, message: 'It is back in the list.' }
        : {
            color: 'yellow',
            title: `“${title}” restored, but not all of it`,
            message: <MissingParts intro="It is back in the list without:" lines={notRestored} />,
          };
    },
  });
}
