import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { appMessages } from '../messages';
import { GO_TO, GO_TO_WINDOW_MS, isForTheFocusedControl } from './keyBindings';
import { focusSearch, leaveSearch, moveRow, pressAction } from './screenActions';

export interface KeyboardShortcuts {
  /** What the last key did, for a polite live region ("Go to: press a letter", "Companies"). */
  announcement: string;
  sheetOpen: boolean;
  closeSheet: () => void;
}

/** A modal dialog is open: its own keys win, the console's wait. */
const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * The console's keys (keyBindings.ts), on the window: `g` and a letter, `/`, `j`/`k`, `c`, `e`,
 * `?`. Every key is checked against what has focus first (isForTheFocusedControl), so typing
 * "g" into a name never navigates.
 */
export function useKeyboardShortcuts(): KeyboardShortcuts {
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  const goPending = useRef(0);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      // Escape in the list's search leaves it, keeping what was typed, so `j` then moves
      // through the rows it found (the browser would clear the box).
      if (event.key === 'Escape' && leaveSearch(event.target)) {
        event.preventDefault();
        return;
      }
      if (isForTheFocusedControl(event)) return;
      if (dialogOpen()) return;
      const key = event.key;
      if (goPending.current > Date.now()) {
        goPending.current = 0;
        const target = GO_TO[key.toLowerCase()];
        if (target === undefined) {
          setAnnouncement(appMessages.t('keys.noScreenOn', { key }));
          return;
        }
        event.preventDefault();
        setAnnouncement(appMessages.t(target.labelKey));
        void navigate(target.path);
        return;
      }
      const act = (done: string | null, missing: string) => {
        event.preventDefault();
        setAnnouncement(done ?? missing);
      };
      switch (key) {
        case 'g':
          goPending.current = Date.now() + GO_TO_WINDOW_MS;
          setAnnouncement(appMessages.t('keys.goToPending'));
          return;
        case '?':
          event.preventDefault();
          setSheetOpen(true);
          return;
        case '/':
          if (focusSearch()) event.preventDefault();
          else setAnnouncement(appMessages.t('keys.noSearch'));
          return;
        case 'j':
          act(moveRow(1), appMessages.t('keys.noNextRow'));
          return;
        case 'k':
          act(moveRow(-1), appMessages.t('keys.noPreviousRow'));
          return;
        case 'c':
          act(pressAction('create'), appMessages.t('keys.nothingToCreate'));
          return;
        case 'e':
          act(pressAction('edit'), appMessages.t('keys.nothingToEdit'));
          return;
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return { announcement, sheetOpen, closeSheet: () => setSheetOpen(false) };
}
