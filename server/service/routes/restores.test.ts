import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeMegaComments } from '#xml/megaComment';
import {
  decodeRestoreList,
  decodeRestoreMap,
  encodeRestoreChanges,
  type RestoreEntry,
} from '#xml/restoreMap';
import { encodeRestoredComment } from '#xml/restoredComment';
import { decodeSuperTagDefinitionList } from '#xml/superTag';
import { startTestService, type TestService } from '../testing/serviceHarness';

const SNAP = '0123456789abcdef'.repeat(4);
const path = `/service/account/restores/${SNAP}.xml`;

describe('account/restores', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const post = (body: string, token?: string) =>
    service.request('POST', path, { body, contentType: 'application/xml', token });

  it('keeps what a restore created for every user of the account, and no other account', async () => {
    const entries: RestoreEntry[] = [
      { kind: 'companies', sourceId: '12', createdId: 345 },
      { kind: 'step', sourceId: 'companies:12:comment:88', createdId: null },
    ];
    expect((await post(encodeRestoreChanges({ set: entries, forget: [] }))).status).toBe(200);
    const bob = await service.addUser('Bob', 'bob@example.com');
    const read = await service.request('GET', path, { token: bob.token });
    expect(read.status).toBe(200);
    expect(decodeRestoreMap(read.xml!)).toEqual(entries);
    const list = await service.request('GET', '/service/account/restores.xml');
    expect(decodeRestoreList(list.xml!).map((r) => [r.snapshotId, r.records, r.steps])).toEqual([
      [SNAP, 1, 1],
    ]);
    const eve = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const elsewhere = await service.request('GET', path, { token: eve.token });
    expect(decodeRestoreMap(elsewhere.xml!)).toEqual([]);

    expect((await service.request('DELETE', path)).status).toBe(200);
    expect(decodeRestoreMap((await service.request('GET', path)).xml!)).toEqual([]);
  });

  it('refuses a bad change whole (422) and an id that is not a SHA-256 (404), writing nothing', async () => {
    const bad = await post(
      '<restore_changes><entry><kind>companies</kind><source_id>12</source_id><created_id>3</created_id></entry><entry><kind>users</kind><source_id>1</source_id></entry></restore_changes>',
    );
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Kind must be one of');
    const noId = await post(
      '<restore_changes><entry><kind>deals</kind><source_id>7</source_id></entry></restore_changes>',
    );
    expect(noId.status).toBe(422);
    const tooMany = await post(
      `<restore_changes>${'<forget><kind>step</kind><source_id>x</source_id></forget>'.repeat(2001)}</restore_changes>`,
    );
    expect(tooMany.status).toBe(422);
    expect(decodeRestoreMap((await service.request('GET', path)).xml!)).toEqual([]);
    const badId = await service.request('GET', '/service/account/restores/ABC.xml');
    expect(badId.status).toBe(404);
  });

  it('defines a missing SuperTag as the snapshot has it and leaves an existing one alone', async () => {
    const definition =
      '<super_tag><name>Profile</name><fields><field type="Multiple choice" name="Interest"><option>Zeta</option><option>Alpha</option></field></fields></super_tag>';
    const url = `/service/account/restores/${SNAP}/super_tags.xml`;
    const created = await service.request('POST', url, {
      body: definition,
      contentType: 'application/xml',
    });
    expect(created.status).toBe(201);
    const again = await service.request('POST', url, {
      body: definition.replace('Alpha', 'Beta'),
      contentType: 'application/xml',
    });
    expect(again.status).toBe(200);
    const listed = decodeSuperTagDefinitionList(
      (await service.request('GET', '/service/super_tags.xml')).xml!,
    );
    expect(listed.find((d) => d.name === 'Profile')?.fields[0]?.options).toEqual(['Zeta', 'Alpha']);
  });

  it('lets only administrators define SuperTags, within the settings limits', async () => {
    const url = `/service/account/restores/${SNAP}/super_tags.xml`;
    const send = (body: string, token?: string) =>
      service.request('POST', url, { body, contentType: 'application/xml', token });
    const member = await service.addUser('Bob', 'bob@example.com');
    const definition =
      '<super_tag><name>Members tag</name><fields><field type="Text" name="Note"></field></fields></super_tag>';
    expect((await send(definition, member.token)).status).toBe(403);
    const fields = Array.from(
      { length: 51 },
      (_, i) => `<field type="Text" name="Field ${i}"></field>`,
    ).join('');
    const tooWide = await send(
      `<super_tag><name>Wide</name><fields>${fields}</fields></super_tag>`,
    );
    expect(tooWide.status).toBe(422);
    const listed = decodeSuperTagDefinitionList(
      (await service.request('GET', '/service/super_tags.xml')).xml!,
    );
    expect(listed.map((d) => d.name)).not.toContain('Members tag');
    expect(listed.map((d) => d.name)).not.toContain('Wide');
  });

  it("writes a restored comment with its author's name and time", async () => {
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Acme</name></company>',
      contentType: 'application/xml',
    });
    const companyId = Number(/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
    const comment = await service.request(
      'POST',
      `/service/account/restores/${SNAP}/comments.xml`,
      {
        body: encodeRestoredComment({
          records: 'companies',
          recordId: companyId,
          comment: 'Called them',
          authorName: 'Ann Former',
          createdAt: '2019-05-06T07:08:09Z',
        }),
        contentType: 'application/xml',
      },
    );
    expect(comment.status).toBe(201);
    const list = await service.request('GET', `/service/comments.xml?company_id=${companyId}`);
    const [read] = decodeMegaComments(list.xml!);
    expect([read?.user, read?.createdAt, read?.comment]).toEqual([
      'Ann Former',
      '2019-05-06T07:08:09Z',
      'Called them',
    ]);
  });
});
