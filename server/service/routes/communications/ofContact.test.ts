import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCommunicationList } from '#xml/communication';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

describe('communications of a company or a person', () => {
  let env: ServiceWithDb;
  let ann: number;
  let acme: number;
  const request = (
    method: string,
    path: string,
    options?: Parameters<ServiceWithDb['service']['request']>[2],
  ) => env.service.request(method, path, options);
  const create = async (subject: string): Promise<number> =>
    idFromLocation(
      (
        await request('POST', '/service/communications.xml', {
          body: `<communication><subject>${subject}</subject><ctype>note</ctype></communication>`,
        })
      ).headers['location'],
    );
  const participate = async (communication: number, contact: number, role: string) =>
    expect(
      (
        await request(
          'PUT',
          `/service/communications/${communication}/add_participant.xml?contact_id=${contact}&role=${role}`,
        )
      ).status,
    ).toBe(200);
  const listed = async (path: string): Promise<number[]> => {
    const res = await request('GET', path);
    expect(res.status, res.text).toBe(200);
    expect(res.xml!.name).toBe('communications');
    return decodeCommunicationList(res.xml!).map((c) => c.id);
  };

  beforeEach(async () => {
    env = await startServiceWithDb();
    ann = await env.person('Ann', 'Example');
    acme = await env.company('Acme');
  });
  afterEach(() => env.close());

  it('lists the communications a contact takes part in, once each, in id order, paged', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await create(`c${i}`));
    for (const id of ids) await participate(id, acme, 'to');
    // Two roles in one communication still list it once.
    await participate(ids[0]!, acme, 'cc');
    await participate(ids[3]!, ann, 'from');
    await create('nobody');

    expect(await listed(`/service/companies/${acme}/communications.xml`)).toEqual(ids.slice(0, 10));
    expect(await listed(`/service/companies/${acme}/communications.xml?offset=10&limit=5`)).toEqual(
      ids.slice(10),
    );
    expect(await listed(`/service/people/${ann}/communications.xml`)).toEqual([ids[3]]);
    expect(
      (await request('GET', `/service/companies/${acme}/communications.xml?limit=-1`)).status,
    ).toBe(400);
  });

  it('answers an empty list for a contact without communications', async () => {
    expect(await listed(`/service/people/${ann}/communications.xml`)).toEqual([]);
  });

  it('answers 404 for a missing contact, the other kind, or another account’s contact', async () => {
    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const theirs = await env.company('Theirs', eve.scope.accountId);
    for (const path of [
      '/service/companies/99999/communications.xml',
      `/service/companies/${ann}/communications.xml`,
      `/service/people/${acme}/communications.xml`,
      `/service/companies/${theirs}/communications.xml`,
      '/service/people/x/communications.xml',
    ]) {
      expect((await request('GET', path)).status, path).toBe(404);
    }
    expect(
      (
        await request('GET', `/service/companies/${theirs}/communications.xml`, {
          token: eve.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await request('GET', `/service/companies/${acme}/communications.xml`, { token: eve.token }))
        .status,
    ).toBe(404);
  });
});
