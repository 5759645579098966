import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './basicAuth';

describe('basicAuthorization', () => {
  it('sends the token as the user name and x as the password', () => {
    expect(basicAuthorization('test')).toBe('Basic dGVzdDp4');
    expect(
      Buffer.from(basicAuthorization('tök€n').slice('Basic '.length), 'base64').toString('utf8'),
    ).toBe('tök€n:x');
  });
});
