// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from './defineMessages';
import { currentLanguage, currentLocale } from './i18n';
import { switchLanguage } from './switchLanguage';

const english = {
  greeting: 'Hello {{name}}',
  deals_one: '{{count}} deal',
  deals_other: '{{count}} deals',
} as const;

let loads = 0;
const messages = defineMessages('test-define', english, () => {
  loads += 1;
  return Promise.resolve({
    default: {
      greeting: 'Hallo {{name}}',
      deals_one: '{{count}} Geschäft',
      deals_other: '{{count}} Geschäfte',
    },
  });
});

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

describe('defineMessages', () => {
  it('translates with values and plural forms in English', () => {
    expect(messages.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(messages.t('deals', { count: 1 })).toBe('1 deal');
    expect(messages.t('deals', { count: 3 })).toBe('3 deals');
  });

  it('switches to German once, with its catalogue fetched before the switch', async () => {
    expect(messages.pending('de')).toBeInstanceOf(Promise);
    await switchLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('crm.language')).toBe('de');
    expect(messages.pending('de')).toBeUndefined();
    expect(messages.t('greeting', { name: 'Ada' })).toBe('Hallo Ada');
    expect(messages.t('deals', { count: 2 })).toBe('2 Geschäfte');
    expect(currentLocale().startsWith('de')).toBe(true);
    await switchLanguage('en');
    await switchLanguage('de');
    expect(loads).toBe(1);
  });

  it('gives a new translator per language, the same one within a language', () => {
    expect(messages.translatorFor('en')).toBe(messages.translatorFor('en'));
    expect(messages.translatorFor('en')).not.toBe(messages.translatorFor('de'));
  });

  it('does not escape what React escapes', () => {
    expect(messages.t('greeting', { name: '<b>&' })).toBe('Hello <b>&');
  });
});
