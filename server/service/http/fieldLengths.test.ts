import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/serviceHarness';

/** Length limits of written fields, through the real service on both stores. */
describe('field length limits', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const count = async (path: string): Promise<number> => {
    const res = await service.request('GET', path);
    expect(res.status).toBe(200);
    return res.xml!.children.length;
  };

  it('refuses a 5,000-character company name with 422 naming the field and its limit, and stores nothing', async () => {
    const res = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${'x'.repeat(5000)}</name></company>`,
    });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Name is too long (at most 255 characters)');
    expect(await count('/service/companies.xml')).toBe(0);
  });

  it('counts characters, not UTF-8 bytes or UTF-16 units: 255 emoji are a valid name, 256 are not', async () => {
    const ok = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${'😀'.repeat(255)}</name></company>`,
    });
    expect(ok.status).toBe(201);
    const tooLong = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${'é'.repeat(256)}</name></company>`,
    });
    expect(tooLong.status).toBe(422);
    expect(await count('/service/companies.xml')).toBe(1);
  });

  it('gives notes, descriptions, bodies and comments 65,536 characters, and names every field over its limit at once', async () => {
    const long = 'n'.repeat(65_536);
    expect(
      (
        await service.request('POST', '/service/companies.xml', {
          body: `<company><name>Acme</name><notes>${long}</notes></company>`,
        })
      ).status,
    ).toBe(201);
    const res = await service.request('POST', '/service/people.xml', {
      body: `<person><first-name>${'f'.repeat(256)}</first-name><last-name>L</last-name><notes>${long}n</notes></person>`,
    });
    expect(res.status).toBe(422);
    expect(res.text).toContain('First name is too long (at most 255 characters)');
    expect(res.text).toContain('Notes is too long (at most 65,536 characters)');
    expect(await count('/service/people.xml')).toBe(0);
  });

  it('applies to form bodies, updates and nested records (locations, deals, comments) alike', async () => {
    const form = await service.request('POST', '/service/companies.xml', {
      body: `company%5Bname%5D=${'y'.repeat(300)}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(422);
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Keep</name></company>',
    });
    const id = /(\d+)\.xml$/.exec(String(created.headers['location']))![1];
    const update = await service.request('PUT', `/service/companies/${id}.xml`, {
      body: `<company><name>${'z'.repeat(256)}</name></company>`,
    });
    expect(update.status).toBe(422);
    const location = await service.request('POST', `/service/companies/${id}/locations.xml`, {
      body: `<location><label>Work</label><website>${'w'.repeat(256)}</website></location>`,
    });
    expect(location.status).toBe(422);
    expect(location.text).toContain('Website is too long');
    const deal = await service.request('POST', '/service/deals.xml', {
      body: `<deal><title>${'t'.repeat(256)}</title></deal>`,
    });
    expect(deal.status).toBe(422);
    const comment = await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: `<comment><comment>${'c'.repeat(65_537)}</comment></comment>`,
    });
    expect(comment.status).toBe(422);
    const shown = await service.request('GET', `/service/companies/${id}.xml`);
    expect(shown.text).toContain('<name>Keep</name>');
    expect(shown.text).not.toContain('www');
    expect(await count('/service/deals.xml')).toBe(0);
  });

  it('does not measure search parameters or containers', async () => {
    const res = await service.request('GET', `/service/companies.xml?name=${'q'.repeat(300)}`);
    expect(res.status).toBe(200);
  });
});
