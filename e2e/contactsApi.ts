import { expect, type APIRequestContext } from '@playwright/test';
import { parseXml } from '#xml/tree';
import { decodeCompany, type Company } from '#xml/company';
import { decodeParticipantList, type Participant } from '#xml/participant';
import { decodePerson, decodePersonList, type Person } from '#xml/person';
import { basicAuth } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** Direct service calls the company and person journeys need beyond `ServiceApi` (raw status, PUT). */
export class ContactsApi {
  constructor(private readonly request: APIRequestContext) {}

  private headers(): Record<string, string> {
    return {
      authorization: basicAuth(E2E_API_TOKEN),
      'content-type': 'application/xml',
      accept: 'application/xml',
    };
  }

  async status(path: string): Promise<number> {
    return (await this.request.get(`${SERVICE_URL}${path}`, { headers: this.headers() })).status();
  }

  async put(path: string, body: string): Promise<void> {
    const response = await this.request.put(`${SERVICE_URL}${path}`, {
      headers: this.headers(),
      data: body,
    });
    expect(response.status(), `PUT ${path}`).toBeLessThan(300);
  }

  async post(path: string, body: string): Promise<void> {
    const response = await this.request.post(`${SERVICE_URL}${path}`, {
      headers: this.headers(),
      data: body,
    });
    expect(response.status(), `POST ${path}`).toBe(201);
  }

  async company(id: number): Promise<Company> {
    const response = await this.request.get(`${SERVICE_URL}/companies/${id}.xml`, {
      headers: this.headers(),
    });
    expect(response.status(), `GET company ${id}`).toBe(200);
    return decodeCompany(parseXml(await response.text()));
  }

  async person(id: number): Promise<Person> {
    const response = await this.request.get(`${SERVICE_URL}/people/${id}.xml`, {
      headers: this.headers(),
    });
    expect(response.status(), `GET person ${id}`).toBe(200);
    return decodePerson(parseXml(await response.text()));
  }

  /** A company's employees (one page of up to 500). */
  async employees(companyId: number): Promise<Person[]> {
    const response = await this.request.get(
      `${SERVICE_URL}/companies/${companyId}/people.xml?limit=500`,
      { headers: this.headers() },
    );
    expect(response.status(), `GET employees of ${companyId}`).toBe(200);
    return decodePersonList(parseXml(await response.text()));
  }

  async participants(communicationId: number): Promise<Participant[]> {
    const response = await this.request.get(
      `${SERVICE_URL}/communications/${communicationId}/participants.xml`,
      { headers: this.headers() },
    );
    expect(response.status(), `GET participants of ${communicationId}`).toBe(200);
    return decodeParticipantList(parseXml(await response.text()));
  }
}
