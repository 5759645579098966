import { describe, expect, it } from 'vitest';
import { pageLanguage } from './pageLanguage';

describe('the language a page is drawn in', () => {
  it('is the pick the console keeps in its cookie, whatever the browser prefers', () => {
    expect(pageLanguage({ cookie: 'a=b; crm.language=de', 'accept-language': 'en-US' })).toBe('de');
    expect(pageLanguage({ cookie: 'crm.language=en', 'accept-language': 'de-AT' })).toBe('en');
  });

  it('is else the browser’s first language the console has, by weight', () => {
    expect(pageLanguage({ 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' })).toBe('de');
    expect(pageLanguage({ 'accept-language': 'en;q=0.2, de;q=0.9' })).toBe('de');
    expect(pageLanguage({ 'accept-language': 'de;q=0, en-GB' })).toBe('en');
  });

  it('is English without a usable choice', () => {
    expect(pageLanguage({})).toBe('en');
    expect(pageLanguage({ cookie: 'crm.language=xx', 'accept-language': 'fr, ja' })).toBe('en');
    expect(pageLanguage({ 'accept-language': ';;,,;q=abc' })).toBe('en');
  });
});
