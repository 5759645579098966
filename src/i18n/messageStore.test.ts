import { describe, expect, it } from 'vitest';
import { MessageStore } from './messageStore';

function storeWith() {
  const store = new MessageStore('en');
  store.add('en', 'ns', {
    plain: 'Plain',
    greeting: 'Hello {{name}}',
    spaced: 'Hi {{ name }}!',
    twice: '{{a}} and {{a}}',
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    onlyEnglish: 'Only English',
    bare: 'Bare {{count}}',
  });
  store.add('de', 'ns', {
    plain: 'Schlicht',
    greeting: 'Hallo {{name}}',
    files_one: '{{count}} Datei',
    files_other: '{{count}} Dateien',
  });
  return store;
}

describe('MessageStore', () => {
  it('fills placeholders, spaced or repeated, with strings and numbers', () => {
    const t = storeWith().fixed('en', 'ns');
    expect(t('plain')).toBe('Plain');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('spaced', { name: 'Ada' })).toBe('Hi Ada!');
    expect(t('twice', { a: 7 })).toBe('7 and 7');
  });

  it('leaves a placeholder without a value, and never reads an inserted value again', () => {
    const t = storeWith().fixed('en', 'ns');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { other: 'x' })).toBe('Hello {{name}}');
    expect(t('greeting', { name: '{{name}} <b>&' })).toBe('Hello {{name}} <b>&');
    expect(t('greeting', { name: '$&' })).toBe('Hello $&');
  });

  it('picks the plural form of the language by count, then the bare key', () => {
    const store = storeWith();
    const en = store.fixed('en', 'ns');
    const de = store.fixed('de', 'ns');
    expect(en('files', { count: 1 })).toBe('1 file');
    expect(en('files', { count: 0 })).toBe('0 files');
    expect(en('files', { count: 2.5 })).toBe('2.5 files');
    expect(de('files', { count: 1 })).toBe('1 Datei');
    expect(de('files', { count: 5 })).toBe('5 Dateien');
    expect(en('bare', { count: 3 })).toBe('Bare 3');
  });

  it('falls back to English, then to the key itself', () => {
    const store = storeWith();
    const de = store.fixed('de', 'ns');
    expect(de('onlyEnglish')).toBe('Only English');
    expect(de('missing.key')).toBe('missing.key');
    expect(store.fixed('de', 'elsewhere')('plain')).toBe('plain');
  });

  it('knows which bundles it has, and merges what is added to one', () => {
    const store = storeWith();
    expect(store.has('de', 'ns')).toBe(true);
    expect(store.has('de', 'other')).toBe(false);
    store.add('de', 'ns', { onlyEnglish: 'Jetzt auch Deutsch' });
    expect(store.fixed('de', 'ns')('onlyEnglish')).toBe('Jetzt auch Deutsch');
    expect(store.fixed('de', 'ns')('plain')).toBe('Schlicht');
  });
});
