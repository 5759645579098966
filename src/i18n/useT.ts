import { use, useSyncExternalStore } from 'react';
import type { Catalogue, Translate } from './catalogue';
import type { Messages } from './defineMessages';
import { catalogueVersion, currentLanguage, subscribeToCatalogue } from './i18n';

/**
 * A component's translator for one feature's messages. It re-renders when the language changes,
 * and waits (Suspense) for the language's catalogue of that feature on its first visit rather than
 * flashing English.
 */
export function useT<English extends Catalogue>(messages: Messages<English>): Translate<English> {
  useSyncExternalStore(subscribeToCatalogue, catalogueVersion, catalogueVersion);
  const language = currentLanguage();
  const pending = messages.pending(language);
  if (pending !== undefined) use(pending);
  return messages.translatorFor(language);
}
