/**
 * The console's language: one of the catalogues' languages, chosen from the browser (its first
 * language we have) unless the user picked one with the header's switch, which is remembered here.
 * The locale used for dates, numbers and amounts keeps the browser's region when it speaks the
 * chosen language ("de-AT" stays "de-AT"), and is the bare language otherwise.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch' };

const STORAGE_KEY = 'crm.language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function baseLanguage(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? '';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage refused (private mode, a sandboxed frame): the browser's choice then.
    return undefined;
  }
}

/** The stored choice, else the browser's first language we have, else English. */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored !== undefined) {
    // A pick made before the cookie existed, or a cookie that has expired.
    if (typeof document !== 'undefined' && !document.cookie.includes(`${STORAGE_KEY}=${stored}`))
      shareWithServer(stored);
    return stored;
  }
  for (const tag of browserLanguages()) {
    const base = baseLanguage(tag);
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across visits; the switch still applies to this page.
  }
  shareWithServer(language);
}

/**
 * The pick also goes in a cookie, so that the proxy draws a page's first screen in it
 * (server/proxy/firstScreen/pageLanguage.ts) instead of the browser's language.
 */
function shareWithServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Strict`;
}

/** The formatting locale for a language: the browser's own tag when it speaks that language. */
export function localeFor(language: Language): string {
  return browserLanguages().find((tag) => baseLanguage(tag) === language) ?? language;
}
