import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCommentList } from '#xml/megaComment';
import { decodeCompany } from '#xml/company';
import { decodeDeal } from '#xml/deal';
import { child } from '#xml/tree';
import { startServiceWithDb, type ServiceWithDb } from '../testing/communicationRecords';
import { EMBEDDED_COMMENTS } from './embeds';

/** A record's representation embeds its latest comments only, and says how many it has. */
describe('embedded comments', () => {
  let env: ServiceWithDb;
  beforeEach(async () => {
    env = await startServiceWithDb();
  });
  afterEach(() => env.close());

  const comment = async (path: string, text: string): Promise<void> => {
    const res = await env.service.request('POST', `${path}/comments.xml`, {
      body: `<comment><comment>${text}</comment></comment>`,
    });
    expect(res.status, res.text).toBe(201);
  };
  const get = async (path: string) => {
    const res = await env.service.request('GET', path);
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    return res;
  };

  it('shows and lists the newest 25 with total="30", while comments.xml pages through all 30', async () => {
    const company = await env.company('Chatty');
    for (let i = 1; i <= 30; i++) await comment(`/service/companies/${company}`, `note ${i}`);
    const shown = await get(`/service/companies/${company}.xml`);
    const container = child(shown.xml!, 'mega_comments')!;
    expect(container.attrs).toEqual({ type: 'array', total: '30' });
    const record = decodeCompany(shown.xml!);
    expect(record.megaComments.map((c) => c.comment)).toEqual(
      Array.from({ length: EMBEDDED_COMMENTS.latest }, (_, i) => `note ${i + 6}`),
    );
    expect(record.megaCommentCount).toBe(30);
    const listed = await get('/service/companies.xml');
    expect(listed.text).toContain('<mega_comments type="array" total="30">');
    const all = [
      ...decodeCommentList(
        (await get(`/service/comments.xml?company_id=${company}&limit=20`)).xml!,
      ),
      ...decodeCommentList(
        (await get(`/service/comments.xml?company_id=${company}&limit=20&offset=20`)).xml!,
      ),
    ];
    expect(all).toHaveLength(30);
  });

  it('keeps no more comments than fit in 262,144 characters, the newest always', async () => {
    const deal = await env.deal('Long talk');
    for (const letter of ['a', 'b', 'c', 'd', 'e']) {
      await comment(`/service/deals/${deal}`, letter.repeat(65_536));
    }
    const shown = await get(`/service/deals/${deal}.xml`);
    const record = decodeDeal(shown.xml!);
    expect(record.megaComments.map((c) => c.comment[0])).toEqual(['b', 'c', 'd', 'e']);
    expect(record.megaCommentCount).toBe(5);
  });

  it('writes the container as before when every comment is there', async () => {
    const company = await env.company('Quiet');
    await comment(`/service/companies/${company}`, 'only one');
    const shown = await get(`/service/companies/${company}.xml`);
    expect(child(shown.xml!, 'mega_comments')!.attrs).toEqual({ type: 'array' });
    expect(decodeCompany(shown.xml!).megaCommentCount).toBeUndefined();
  });

  it('sends 65,536 stored quotes as 65,536 characters', async () => {
    const company = await env.company('Quotes');
    await comment(`/service/companies/${company}`, '"'.repeat(65_536));
    const shown = await get(`/service/companies/${company}.xml`);
    expect(shown.text.length).toBeLessThan(65_536 + 2_000);
  });
});
