import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/token';
import type { RecordKind } from '../store/scope';
import { parseWireRequest, WIRE_DIR } from '../testing/wireFixtures';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

/**
 * Replays the tag requests real clients put on the wire (shared/fixtures/wire), byte for byte with
 * their own headers and credentials ("secret"), against records made here in place of the
 * capture run's ids, and checks what each left on the record.
 */
const loadCapture = (file: string) =>
  parseWireRequest(file, readFileSync(join(WIRE_DIR, `${file}.request.txt`)));

describe('wire captures of add_tag and remove_tag', () => {
  let t: TagTestService;
  beforeEach(async () => {
    t = await startTagTestService();
    await t.service.store.accounts.createUser(
      t.service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
  });
  afterEach(() => t.close());

  async function replay(file: string, capturedId: number, recordId: number): Promise<void> {
    const wire = loadCapture(file);
    const target = wire.target.replace(`/${capturedId}/`, `/${recordId}/`);
    expect(target).not.toBe(wire.target);
    // token: null keeps the capture's own Authorization header.
    const res = await t.service.request(wire.method, target, {
      token: null,
      headers: wire.headers,
      body: wire.body.length > 0 ? wire.body : undefined,
      contentType: wire.headers['content-type'],
    });
    expect(res.status, `${file}: ${res.text}`).toBe(200);
    expect(res.text).toBe('');
  }

  const namesOf = async (kind: RecordKind, id: number): Promise<string[]> =>
    ((await t.service.store.tags.recordTagsOf(t.service.scope, kind, [id])).get(id) ?? []).map(
      (tag) => tag.name,
    );

  it('net: <tags> without type="array" (with BOM), then <tag> body on DELETE', async () => {
    expect([...loadCapture('net.add_tag-tags-without-type').body.subarray(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    const company = await t.record('company');
    await replay('net.add_tag-tags-without-type', 92, company);
    expect(await namesOf('company', company)).toEqual([
      'neta-nt179525449082',
      'netb-nt179525449082',
    ]);
    await replay('net.remove_tag-xml-body', 92, company);
    expect(await namesOf('company', company)).toEqual(['netb-nt179525449082']);
  });

  it('php: form body tag=…', async () => {
    const person = await t.record('person');
    await replay('php.add_tag-form', 78, person);
    expect(await namesOf('person', person)).toEqual(['phptag-ph1795254488783']);
  });

  it('ruby: ?tag=…, ?tags[]=…&tags[]=… with an empty XML body, and remove by ?tag=… without body', async () => {
    const company = await t.record('company');
    await replay('ruby-gem.add_tag-query-tag', 58, company);
    await replay('ruby-gem.add_tag-query-tags-array', 58, company);
    expect(await namesOf('company', company)).toEqual([
      't1-cc1795254486178',
      't2-cc1795254486178',
      't3-cc1795254486178',
    ]);
    await replay('ruby-gem.remove_tag-query', 58, company);
    expect(await namesOf('company', company)).toEqual(['t2-cc1795254486178', 't3-cc1795254486178']);
  });
});
