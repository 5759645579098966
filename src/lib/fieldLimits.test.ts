import { describe, expect, it } from 'vitest';
import { MAX_LONG_TEXT as SERVICE_LONG, MAX_SHORT_TEXT as SERVICE_SHORT } from '#xml/textLimits';
import {
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  lengthCounter,
  limitProps,
  longLimitProps,
} from './fieldLimits';

describe('field limits', () => {
  it('are the service’s', () => {
    expect(MAX_SHORT_TEXT).toBe(SERVICE_SHORT);
    expect(MAX_LONG_TEXT).toBe(SERVICE_LONG);
  });

  it('show a counter from 80 % of the limit on', () => {
    expect(lengthCounter('x'.repeat(203), 255)).toBeNull();
    expect(lengthCounter('x'.repeat(204), 255)).toBe('204 / 255 characters');
    expect(lengthCounter('x'.repeat(255), 255)).toBe('255 / 255 characters');
    expect(lengthCounter('x'.repeat(60_000), MAX_LONG_TEXT)).toBe('60,000 / 65,536 characters');
  });

  it('give the input its maxLength and, near the limit, the counter as description', () => {
    expect(limitProps('short')).toEqual({ maxLength: 255 });
    expect(limitProps('x'.repeat(250))).toEqual({
      maxLength: 255,
      description: '250 / 255 characters',
    });
    expect(longLimitProps('')).toEqual({ maxLength: 65_536 });
  });
});
