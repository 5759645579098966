/**
 * The console's keys (issue 32), one table for the handler and for the sheet that `?` opens. None
 * fires while the user types in a field, and none uses a modifier (the browser's and the screen
 * reader's own keys stay theirs); Ctrl/⌘+K, the command palette, is listed with them.
 */

/** `g` then one of these letters goes to the screen. */
export const GO_TO: Readonly<Record<string, { path: string; label: string }>> = {
  h: { path: '/', label: 'Home' },
  c: { path: '/companies', label: 'Companies' },
  p: { path: '/people', label: 'People' },
  x: { path: '/duplicates', label: 'Possible duplicates' },
  d: { path: '/deals', label: 'Deals' },
  b: { path: '/pipeline', label: 'Pipeline board' },
  t: { path: '/todos', label: 'To-dos' },
  m: { path: '/communications', label: 'Communications' },
  a: { path: '/activity', label: 'Activity' },
  o: { path: '/comments', label: 'Comments' },
  l: { path: '/tags', label: 'Tags' },
  s: { path: '/supertags', label: 'SuperTags' },
  i: { path: '/import', label: 'Import & snapshot' },
  u: { path: '/users', label: 'Users (administrators)' },
};

/** One line of the keys sheet. */
export interface KeyHelp {
  keys: readonly string[];
  what: string;
}

export const KEY_SHEET: readonly { title: string; lines: readonly KeyHelp[] }[] = [
  {
    title: 'Go to a screen',
    lines: Object.entries(GO_TO).map(([letter, { label }]) => ({
      keys: ['g', letter],
      what: label,
    })),
  },
  {
    title: 'On a screen',
    lines: [
      { keys: ['/'], what: 'Search this list' },
      { keys: ['Esc'], what: 'Leave the search, keeping it' },
      { keys: ['j'], what: 'Next row' },
      { keys: ['k'], what: 'Previous row' },
      { keys: ['Enter'], what: 'Open the row' },
      { keys: ['c'], what: 'Create on this screen (New company, New deal…)' },
      { keys: ['e'], what: 'Edit the open record' },
    ],
  },
  {
    title: 'Anywhere',
    lines: [
      { keys: ['Ctrl', 'K'], what: 'Find any record or screen (⌘K on a Mac)' },
      { keys: ['?'], what: 'Show these keys' },
      { keys: ['Esc'], what: 'Close a dialog or menu' },
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
