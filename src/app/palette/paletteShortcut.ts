import { appMessages } from '../messages';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * On Apple keyboards the palette's shortcut is ⌘K (Mantine's `mod`); everywhere else Ctrl+K, its
 * key cap named as the language's keyboards print it (Strg+K in German).
 */
export function paletteShortcut(): string {
  return APPLE ? '⌘K' : `${appMessages.t('keys.ctrl')}+K`;
}
