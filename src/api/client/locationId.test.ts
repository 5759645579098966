import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { idFromLocation } from './locationId';

describe('idFromLocation', () => {
  it('reads absolute and relative Locations', () => {
    expect(idFromLocation('http://crm.example.com/service/companies/42.xml', 'companies')).toBe(42);
    expect(idFromLocation('https://crm.example.com/account/service/people/7.xml', 'people')).toBe(
      7,
    );
    expect(idFromLocation('/service/comments/3.xml', 'comments')).toBe(3);
  });

  it.each([
    [null, 'companies'],
    ['', 'companies'],
    ['/service/people/42.xml', 'companies'],
    ['/service/companies/abc.xml', 'companies'],
    ['/service/companies/42', 'companies'],
    ['/service/companies/42/locations.xml', 'companies'],
    ['http://[broken', 'companies'],
  ])('refuses %j for %s as an undecodable reply', (location, collection) => {
    expect(() => idFromLocation(location, collection)).toThrow(ApiError);
    try {
      idFromLocation(location, collection);
    } catch (error) {
      expect((error as ApiError).kind).toBe('undecodable');
    }
  });
});
