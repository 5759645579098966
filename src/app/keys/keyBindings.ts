/**
 * The console's keys (issue 32), one table for the handler and for the sheet that `?` opens. None
 * fires while the user types in a field, and none uses a modifier (the browser's and the screen
 * reader's own keys stay theirs); Ctrl/⌘+K, the command palette, is listed with them.
 */

import type { MessageKey } from '#i18n/catalogue';
import type { english } from '../messages.en';

type AppKey = MessageKey<typeof english>;

/** `g` then one of these letters goes to the screen (named by its key in the shell's messages). */
export const GO_TO: Readonly<Record<string, { path: string; labelKey: AppKey }>> = {
  h: { path: '/', labelKey: 'screen.home' },
  c: { path: '/companies', labelKey: 'screen.companies' },
  p: { path: '/people', labelKey: 'screen.people' },
  x: { path: '/duplicates', labelKey: 'screen.duplicates' },
  d: { path: '/deals', labelKey: 'screen.deals' },
  b: { path: '/pipeline', labelKey: 'screen.pipelineBoard' },
  t: { path: '/todos', labelKey: 'screen.todos' },
  m: { path: '/communications', labelKey: 'screen.communications' },
  a: { path: '/activity', labelKey: 'screen.activity' },
  o: { path: '/comments', labelKey: 'screen.comments' },
  l: { path: '/tags', labelKey: 'screen.tags' },
  s: { path: '/supertags', labelKey: 'screen.supertags' },
  i: { path: '/import', labelKey: 'screen.import' },
  u: { path: '/users', labelKey: 'screen.users' },
  e: { path: '/stages', labelKey: 'screen.stages' },
};

/** One line of the keys sheet. */
export interface KeyHelp {
  /** Key caps; a message key where the cap is a word that differs by language (Ctrl, Strg). */
  keys: readonly (string | { capKey: AppKey })[];
  whatKey: AppKey;
}

export const KEY_SHEET: readonly { titleKey: AppKey; lines: readonly KeyHelp[] }[] = [
  {
    titleKey: 'keys.goToScreen',
    lines: Object.entries(GO_TO).map(([letter, { labelKey }]) => ({
      keys: ['g', letter],
      whatKey: labelKey,
    })),
  },
  {
    titleKey: 'keys.onScreen',
    lines: [
      { keys: ['/'], whatKey: 'keys.search' },
      { keys: ['Esc'], whatKey: 'keys.leaveSearch' },
      { keys: ['j'], whatKey: 'keys.nextRow' },
      { keys: ['k'], whatKey: 'keys.previousRow' },
      { keys: ['Enter'], whatKey: 'keys.openRow' },
      { keys: ['c'], whatKey: 'keys.create' },
      { keys: ['e'], whatKey: 'keys.edit' },
    ],
  },
  {
    titleKey: 'keys.anywhere',
    lines: [
      { keys: [{ capKey: 'keys.ctrl' }, 'K'], whatKey: 'keys.palette' },
      { keys: ['?'], whatKey: 'keys.sheet' },
      { keys: ['Esc'], whatKey: 'keys.closeDialog' },
    ],
  },
];

/** How long after `g` the next letter still counts. */
export const GO_TO_WINDOW_MS = 1500;

/** Where letters are text: every input but the ones that are pressed (a row's checkbox is not). */
const TYPING_ELEMENTS = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(', ');

/**
 * Whether a key press belongs to what the user is typing or operating rather than to the console:
 * a text field, a select, an editable element, or a widget that takes letters (a combobox, a
 * listbox, a menu), and any press with Ctrl, Alt or ⌘.
 */
export function isForTheFocusedControl(event: {
  target: EventTarget | null;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(TYPING_ELEMENTS)) return true;
  return (
    target.closest('[role="combobox"], [role="listbox"], [role="menu"], [role="textbox"]') !== null
  );
}
