import { useContext, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import {
  createDirtyRegistry,
  UnsavedChangesContext,
  type DirtyRegistry,
} from '../hooks/useUnsavedChanges';
import { DiscardChangesDialog } from './DiscardChangesDialog';

export interface GuardedModalProps extends ModalProps {
  /**
   * Whether the dialog's own form holds unsaved input, when that form's state lives in the
   * component rendering the dialog; forms rendered inside it report through
   * `useUnsavedChanges` instead.
   */
  dirty?: boolean;
}

/**
 * Mantine's Modal that does not drop typed input silently: while its form is dirty, Esc, a click
 * outside and the close button ask "Discard unsaved changes?" first and close only on Discard.
 * Its own buttons (Cancel, Save) call the caller's handlers directly, as before.
 */
export function GuardedModal({ dirty = false, onClose, children, ...props }: GuardedModalProps) {
  const parent = useContext(UnsavedChangesContext);
  // One registry per dialog for its life; it also reports each form to the page's registry.
  const [registry] = useState<DirtyRegistry>(() => createDirtyRegistry(parent));
  const [asking, setAsking] = useState(false);

  function requestClose() {
    if (dirty || registry.isDirty()) setAsking(true);
    else onClose();
  }

  return (
    <>
      <Modal
        {...props}
        onClose={requestClose}
        // While the question is open, its own Esc and overlay answer it; this dialog must not
        // take the same key press or click as another request to close.
        closeOnEscape={!asking && props.closeOnEscape !== false}
        closeOnClickOutside={!asking && props.closeOnClickOutside !== false}
      >
        <UnsavedChangesContext value={registry}>{children}</UnsavedChangesContext>
      </Modal>
      <DiscardChangesDialog
        opened={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}
