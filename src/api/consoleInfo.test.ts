import { describe, expect, it } from 'vitest';
import { parseConsoleInfo } from './consoleInfo';

describe('parseConsoleInfo', () => {
  it('reads the upstream, and the sign-out path when the proxy gives one on its own origin', () => {
    expect(parseConsoleInfo({ upstream: 'embedded' })).toEqual({ upstream: 'embedded' });
    expect(parseConsoleInfo({ upstream: 'embedded', signOut: '/console/sign-out' })).toEqual({
      upstream: 'embedded',
      signOut: '/console/sign-out',
    });
  });

  it('drops a sign-out address that would leave the console', () => {
    for (const signOut of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', 42])
      expect(parseConsoleInfo({ upstream: 'crm.example.com', signOut })).toEqual({
        upstream: 'crm.example.com',
      });
  });

  it('refuses a reply without an upstream', () => {
    expect(() => parseConsoleInfo({ signOut: '/console/sign-out' })).toThrow(/no "upstream"/);
  });
});
