import { loadAllCatalogues } from './defineMessages';
import { i18n, markDocument, notifyCatalogueChanged } from './i18n';
import { rememberLanguage, type Language } from './language';

/**
 * The header's switch: every catalogue already in use is fetched in the new language first, so
 * the screen changes language at once instead of word by word; then the choice is remembered,
 * the page's `lang` follows, and every screen re-renders.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await loadAllCatalogues(language);
  rememberLanguage(language);
  i18n.language = language;
  markDocument(language);
  notifyCatalogueChanged();
}
