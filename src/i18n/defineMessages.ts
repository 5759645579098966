import type { Catalogue, MessageKey, MessageValues, Translate, Translation } from './catalogue';
import { currentLanguage, i18n, notifyCatalogueChanged } from './i18n';
import type { Language } from './language';

type TranslationModule<English extends Catalogue> = { readonly default: Translation<English> };

export interface Messages<English extends Catalogue> {
  readonly namespace: string;
  /** Translates in the page's current language (English while a catalogue is still on its way). */
  readonly t: Translate<English>;
  /** The translator of one language: a new function when the language changes, for memo deps. */
  translatorFor(language: Language): Translate<English>;
  /** Resolves when this language's catalogue is in; undefined when it already is. */
  pending(language: Language): Promise<void> | undefined;
}

/** Starts every defined catalogue of a language at once, so a language switch shows no English. */
const loaders = new Set<(language: Language, retry: boolean) => Promise<void> | undefined>();

export function loadAllCatalogues(language: Language): Promise<void> {
  return Promise.all([...loaders].map((load) => load(language, true) ?? Promise.resolve())).then(
    () => undefined,
  );
}

/**
 * A feature's messages: its English catalogue is part of its code (so the first screen never waits
 * for text); other languages arrive as their own small chunks, asked for as soon as the feature's
 * code runs in that language, so they travel beside the screen's code rather than after it.
 */
export function defineMessages<English extends Catalogue>(
  namespace: string,
  english: English,
  loadGerman: () => Promise<TranslationModule<English>>,
): Messages<English> {
  i18n.add('en', namespace, english);

  let germanLoad: Promise<void> | undefined;
  let failed = false;
  const load = (language: Language, retry = false): Promise<void> | undefined => {
    if (language === 'en' || i18n.has(language, namespace)) return undefined;
    // After a failed fetch, renders show English instead of waiting again; a switch retries.
    if (failed && !retry) return undefined;
    failed = false;
    germanLoad ??= loadGerman().then(
      (module) => {
        i18n.add(language, namespace, module.default);
        notifyCatalogueChanged();
      },
      (error: unknown) => {
        // A catalogue that cannot be fetched (offline, a new deployment) leaves English in place.
        germanLoad = undefined;
        failed = true;
        console.warn(`The ${language} messages of "${namespace}" could not be loaded`, error);
      },
    );
    return germanLoad;
  };
  loaders.add(load);
  void load(currentLanguage());

  const translators = new Map<Language, Translate<English>>();
  const translatorFor = (language: Language): Translate<English> => {
    let translate = translators.get(language);
    if (translate === undefined) {
      const fixed = i18n.fixed(language, namespace);
      translate = (key: MessageKey<English>, values?: MessageValues) => fixed(key, values);
      translators.set(language, translate);
    }
    return translate;
  };

  return {
    namespace,
    t: (key, values) => translatorFor(currentLanguage())(key, values),
    translatorFor,
    pending: (language) => load(language),
  };
}
