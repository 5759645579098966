import { expect } from 'vitest';
import type { TestResponse, TestService } from './serviceHarness';

/** The id at the end of a create's Location header (`…/companies/12.xml`). */
export function createdId(res: TestResponse): number {
  expect(res.status, res.text).toBe(201);
  const match = /\/(\d+)\.xml$/.exec(String(res.headers['location']));
  expect(match, String(res.headers['location'])).not.toBeNull();
  return Number(match![1]);
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function createCompany(
  service: TestService,
  name: string,
  notes = '',
  options: { token?: string } = {},
): Promise<number> {
  return createdId(
    await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${escape(name)}</name><notes>${escape(notes)}</notes></company>`,
      token: options.token,
    }),
  );
}

export async function createPerson(
  service: TestService,
  fields: Record<string, string | number>,
  options: { token?: string } = {},
): Promise<number> {
  const children = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escape(String(value))}</${name}>`)
    .join('');
  return createdId(
    await service.request('POST', '/service/people.xml', {
      body: `<person>${children}</person>`,
      token: options.token,
    }),
  );
}

export async function addLocation(
  service: TestService,
  path: string,
  fields: Record<string, string | boolean>,
): Promise<TestResponse> {
  const children = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escape(String(value))}</${name}>`)
    .join('');
  return service.request('POST', `${path}/locations.xml`, {
    body: `<location>${children}</location>`,
  });
}

/** The messages of an error document. */
export function errorsOf(res: TestResponse): string[] {
  expect(res.xml?.name, res.text).toBe('errors');
  return res.xml!.children.map((c) => c.text);
}
