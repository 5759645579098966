import { describe, expect, it } from 'vitest';
import { phoneHref, websiteHref } from './safeLinks';

describe('websiteHref', () => {
  it('adds https:// when no scheme is given', () => {
    expect(websiteHref('example.org/about')).toBe('https://example.org/about');
    expect(websiteHref('  www.example.org ')).toBe('https://www.example.org/');
    expect(websiteHref('example.org:8080/x')).toBe('https://example.org:8080/x');
    expect(websiteHref('localhost:8080')).toBe('https://localhost:8080/');
  });

  it('keeps http and https as given', () => {
    expect(websiteHref('http://example.org')).toBe('http://example.org/');
    expect(websiteHref('HTTPS://Example.org/a?b=c')).toBe('https://example.org/a?b=c');
  });

  it('refuses every other scheme, however disguised', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@example.org',
      '',
      '   ',
    ]) {
      expect(websiteHref(value), value).toBeNull();
    }
  });
});

describe('phoneHref', () => {
  it('keeps the dialable characters', () => {
    expect(phoneHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(phoneHref('030 / 123 45 67')).toBe('tel:0301234567');
  });

  it('keeps an extension', () => {
    expect(phoneHref('+1 555 0100 ext. 12')).toBe('tel:+15550100;ext=12');
    expect(phoneHref('555-0100 x7')).toBe('tel:5550100;ext=7');
  });

  it('gives no link without a digit', () => {
    expect(phoneHref('ask the front desk')).toBeNull();
    expect(phoneHref('')).toBeNull();
  });

  it('keeps a + only at the start', () => {
    expect(phoneHref('+49 +30 1234')).toBe('tel:+49301234');
  });
});
