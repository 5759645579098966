import type { IncomingHttpHeaders } from 'node:http';

const LANGUAGES = ['en', 'de'] as const;
export type PageLanguage = (typeof LANGUAGES)[number];

/** The cookie the console sets beside its stored choice (src/i18n/language.ts). */
const COOKIE = 'crm.language';

/**
 * The language the console will show this page in, as src/i18n/language.ts chooses it: the
 * user's pick (the header's switch, also kept in a cookie for this), else the browser's first
 * language the console has (`Accept-Language`, by its weights), else English.
 */
export function pageLanguage(headers: IncomingHttpHeaders): PageLanguage {
  const picked = cookieValue(headers.cookie, COOKIE);
  if (isLanguage(picked)) return picked;
  const accepted = (headers['accept-language'] ?? '')
    .slice(0, 1_000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return accepted.map(({ base }) => base).find(isLanguage) ?? 'en';
}

function isLanguage(value: unknown): value is PageLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').slice(0, 8_000).split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}
