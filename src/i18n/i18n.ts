import { detectLanguage, localeFor, type Language } from './language';
import { MessageStore } from './messageStore';

/**
 * The console's catalogues (messageStore.ts). Keys are flat and literal ("newCompany.title" is one
 * key), catalogues are added by each feature's messages file as its code loads (defineMessages),
 * and React escapes what is shown.
 */
export const i18n = new MessageStore(detectLanguage());

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

/** Bumped whenever the language changes or a catalogue arrives: what the hooks re-render on. */
export function catalogueVersion(): number {
  return version;
}

export function subscribeToCatalogue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCatalogueChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return i18n.language;
}

/** The locale every date, number and amount of the console is formatted in. */
export function currentLocale(): string {
  return localeFor(currentLanguage());
}

export function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
markDocument(currentLanguage());
