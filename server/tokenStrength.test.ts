import { describe, expect, it } from 'vitest';
import { generateToken } from './service/auth/token';
import { loadConfig } from './config';
import { estimatedTokenBits, strongTokenOrProblem, tokenWeakness } from './tokenStrength';

describe('tokenWeakness', () => {
  it('refuses short, low-entropy and patterned tokens, naming the setting and never the token', () => {
    for (const weak of [
      'zq',
      'e2e-token-3f9c2a7d5b1e4c08',
      '0123456789012345678901234567890', // 31 characters
      '01234567890123456789012345678901234', // digits only: 35 × log2(10) ≈ 116 bits
      'a'.repeat(64),
      'ab'.repeat(40),
    ]) {
      const problem = tokenWeakness(weak);
      expect(problem, weak).toMatch(/^CRM_API_TOKEN is too weak .*openssl rand -hex 20/);
      expect(problem).not.toContain(weak);
    }
    expect(tokenWeakness('zq')).toContain('2 characters, at least 32 needed');
    expect(tokenWeakness('a'.repeat(64))).toContain('only 1 different characters');
  });

  it('accepts generated tokens and random ones of 32 characters or more', () => {
    for (let i = 0; i < 50; i++) expect(tokenWeakness(generateToken())).toBeNull();
    expect(tokenWeakness('9f86d081884c7d659a2feaa0c55ad015')).toBeNull(); // 32 hex
    expect(tokenWeakness('Xk2-pQ9_zR7!mN4wL8vB3tY6hJ1cF5sD')).toBeNull();
  });

  it('estimates bits as length × log2 of the character classes used', () => {
    expect(estimatedTokenBits('')).toBe(0);
    expect(estimatedTokenBits('zq')).toBeCloseTo(2 * Math.log2(26));
    expect(estimatedTokenBits('a1'.repeat(20))).toBeCloseTo(40 * Math.log2(36));
  });
});

describe('configuration', () => {
  it('refuses a weak CRM_API_TOKEN at start, with the fix, for the service and the proxy alike', () => {
    expect(() => loadConfig({ CRM_API_TOKEN: 'zq' })).toThrow(/CRM_API_TOKEN is too weak/);
    expect(() => loadConfig({ CRM_BASE_URL: 'http://10.0.0.1:8081', CRM_API_TOKEN: 'zq' })).toThrow(
      /CRM_API_TOKEN is too weak/,
    );
    const strong = generateToken();
    expect(loadConfig({ CRM_API_TOKEN: strong }).crmApiToken).toBe(strong);
  });

  it('passes an absent token through and collects a weak one as a problem', () => {
    const problems: string[] = [];
    expect(strongTokenOrProblem(undefined, problems)).toBeUndefined();
    expect(strongTokenOrProblem('short', problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});
