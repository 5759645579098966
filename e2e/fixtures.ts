import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { parseXml } from '#xml/tree';
import { decodeCompany, decodeCompanyList, type Company } from '#xml/company';
import { decodeUser, type User } from '#xml/user';
import { escapeXml } from '#xml/writer';
import { idFromLocation } from '../src/api/client/locationId';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';
import { basicAuthorization } from '../server/http/basicAuth';
import { waitForTakeOver } from './takenOver';

/**
 * The service's API, called directly (not through the console or the proxy) with the test token:
 * how a journey checks that what the screen showed really happened.
 */
export class ServiceApi {
  constructor(private readonly request: APIRequestContext) {}

  private async get(path: string, query: Record<string, string> = {}): Promise<string> {
    const response = await this.request.get(`${SERVICE_URL}${path}`, {
      params: query,
      headers: { authorization: basicAuth(E2E_API_TOKEN), accept: 'application/xml' },
    });
    expect(response.status(), `GET ${path}`).toBe(200);
    return response.text();
  }

  /** Creates a record through the service itself (set-up for a journey); resolves with its id. */
  async create(collection: string, body: string): Promise<number> {
    const response = await this.request.post(`${SERVICE_URL}/${collection}.xml`, {
      headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
      data: body,
    });
    expect(response.status(), `POST /${collection}.xml ${body}`).toBe(201);
    return idFromLocation(response.headers()['location'] ?? null, collection);
  }

  createCompany(name: string, notes = ''): Promise<number> {
    return this.create(
      'companies',
      `<company><name>${escapeXml(name)}</name><notes>${escapeXml(notes)}</notes></company>`,
    );
  }

  async addTag(collection: string, id: number, tag: string): Promise<void> {
    const response = await this.request.put(`${SERVICE_URL}/${collection}/${id}/add_tag.xml`, {
      headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
      data: `<tag>${escapeXml(tag)}</tag>`,
    });
    expect(response.status(), `PUT /${collection}/${id}/add_tag.xml`).toBe(200);
  }

  /** Adds a person or company to a communication in a role (from, to, cc, bcc). */
  async addParticipant(
    communicationId: number,
    contactId: number,
    role: 'from' | 'to' | 'cc' | 'bcc',
  ): Promise<void> {
    const response = await this.request.put(
      `${SERVICE_URL}/communications/${communicationId}/add_participant.xml`,
      {
        params: { contact_id: String(contactId), role },
        headers: { authorization: basicAuth(E2E_API_TOKEN) },
      },
    );
    expect(response.status(), `PUT /communications/${communicationId}/add_participant.xml`).toBe(
      200,
    );
  }

  async findCompanies(name: string, extra: Record<string, string> = {}): Promise<Company[]> {
    return decodeCompanyList(parseXml(await this.get('/companies.xml', { name, ...extra })));
  }

  async company(id: number): Promise<Company> {
    return decodeCompany(parseXml(await this.get(`/companies/${id}.xml`)));
  }

  async currentUser(): Promise<User> {
    return decodeUser(parseXml(await this.get('/users/current.xml')));
  }
}

export function basicAuth(token: string): string {
  return basicAuthorization(token);
}

/** A name no other test (or earlier run against a reused directory) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const test = base.extend<{ serviceApi: ServiceApi }>({
  page: async ({ page }, provide) => {
    waitForTakeOver(page);
    await provide(page);
  },
  // Playwright's `use` callback, named otherwise so the React hooks lint rule does not mistake it.
  serviceApi: async ({ request }, provide) => {
    await provide(new ServiceApi(request));
  },
});

export { expect };
