import type { ReactNode } from 'react';
import { Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '#lib/errorMessage';
import { componentMessages } from './messages';

/** How long Undo stays offered after a delete, and a whole restore's notice stays up. */
export const UNDO_WINDOW_MS = 15_000;

/** What an undo brought back, as the notification then says it. */
export interface UndoOutcome {
  /** green: all of it; yellow: some of it (stays until closed); red: none of it. */
  color: 'green' | 'yellow' | 'red';
  title: string;
  message: ReactNode;
}

export interface UndoNotificationOptions {
  /** "“Call Ann” deleted", "3 companies deleted". */
  title: string;
  /** One sentence beside the button: what Undo will do ("Undo brings it back as a new record."). */
  offer: string;
  /** "Restoring “Call Ann”…". */
  restoringTitle: string;
  /** Under it; "Creating it again." unless said. */
  restoringMessage?: string;
  /** The title when `undo` fails as a whole ("“Call Ann” was not restored"). */
  failedTitle: string;
  /**
   * Runs when Undo is pressed. The delete already happened on the server: undo creates again by
   * new requests, so nothing waits for the notification and closing the tab loses nothing.
   * `notificationId` lets the outcome's own buttons close it (`notifications.hide`).
   */
  undo: (notificationId: string) => Promise<UndoOutcome>;
}

const uniqueId = () => `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The console's one undo notification, for every delete that offers Undo: the offer, then
 * "Restoring…", then what came back. A partial or failed undo stays on screen until read.
 */
export function showUndoNotification(options: UndoNotificationOptions): void {
  const id = uniqueId();
  notifications.show({
    id,
    autoClose: UNDO_WINDOW_MS,
    title: options.title,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{options.offer}</Text>
        {/* Never squeezed by the text beside it (a button in a toast was clipped so once). */}
        <Button
          style={{ flexShrink: 0 }}
          size="xs"
          variant="light"
          onClick={() => void runUndo(id, options)}
        >
          {componentMessages.t('undo.undo')}
        </Button>
      </Group>
    ),
  });
}

async function runUndo(id: string, options: UndoNotificationOptions) {
  notifications.update({
    id,
    loading: true,
    autoClose: false,
    title: options.restoringTitle,
    message: options.restoringMessage ?? componentMessages.t('undo.creatingAgain'),
  });
  let outcome: UndoOutcome;
  try {
    outcome = await options.undo(id);
  } catch (error) {
    outcome = { color: 'red', title: options.failedTitle, message: errorMessage(error) };
  }
  notifications.update({
    id,
    loading: false,
    color: outcome.color,
    autoClose: outcome.color === 'green' ? UNDO_WINDOW_MS : false,
    title: outcome.title,
    message: outcome.message,
  });
}

/** "It is back without:" and one item per line; nothing when the list is empty. */
export function MissingParts({ intro, lines }: { intro: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <Text size="sm">{intro}</Text>
      <List size="sm" spacing={2}>
        {lines.map((line, index) => (
          <List.Item key={`${index}-${line}`}>{line}</List.Item>
        ))}
      </List>
    </>
  );
}
