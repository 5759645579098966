import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, websiteHref } from './safeLinks';

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

  it('writes # as %23, so it never starts a fragment (RFC 3966)', () => {
    expect(phoneHref('*#06#')).toBe('tel:*%2306%23');
    expect(phoneHref('+1 555 0100 #12')).toBe('tel:+15550100;ext=12');
  });

  it('keeps a + only at the start', () => {
    expect(phoneHref('+49 +30 1234')).toBe('tel:+49301234');
  });
});

describe('emailHref', () => {
  it('links one plain address, percent-encoded', () => {
    expect(emailHref('dana@example.com')).toBe('mailto:dana@example.com');
    expect(emailHref('  o.brien+crm@mail.example.co.uk ')).toBe(
      'mailto:o.brien%2Bcrm@mail.example.co.uk',
    );
    expect(emailHref("o'brien@example.org")).toBe("mailto:o'brien@example.org");
    expect(emailHref('jürgen@bücher.example')).toBe('mailto:j%C3%BCrgen@b%C3%BCcher.example');
  });

  it('gives no link when the value carries more than the address (RFC 6068 header fields)', () => {
    for (const value of [
      'a@example.com?bcc=spy@evil.example',
      'a@example.com&body=Please%20pay',
      'a@example.com?subject=x&cc=b@example.org',
      'a@example.com, b@example.org',
      'a@example.com;b@example.org',
      'a@example.com b@example.org',
      'Dana <dana@example.com>',
      '"quoted"@example.com',
      'a%40b@example.com',
      'a@example.com#x',
      'a@example.com/x',
      'a@b@example.com',
      '@example.com',
      'a@',
      'a@localhost',
      'a@-example.com',
      'a..b@example.com',
      'javascript:alert(1)//@example.com',
      '',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(emailHref(value), value).toBeNull();
    }
  });
});
