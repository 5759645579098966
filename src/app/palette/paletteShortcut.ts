/** On Apple keyboards the palette's shortcut is ⌘K (Mantine's `mod`); everywhere else Ctrl+K. */
export const SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl+K';
