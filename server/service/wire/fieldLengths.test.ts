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

  const companyId = async (): Promise<number> => {
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Keep</name></company>',
    });
    return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
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

  it('limits a bare <comment> body and a form comment= like a nested comment, and stores nothing', async () => {
    const id = await companyId();
    const over = 'c'.repeat(65_537);
    const bare = await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: `<comment>${over}</comment>`,
    });
    expect(bare.status).toBe(422);
    expect(bare.text).toContain('Comment is too long (at most 65,536 characters)');
    const form = await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: `comment=${over}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(422);
    expect(form.text).toContain('Comment is too long (at most 65,536 characters)');
    expect(await count(`/service/comments.xml?company_id=${id}`)).toBe(0);
    const atLimit = await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: `<comment>${'c'.repeat(65_536)}</comment>`,
    });
    expect(atLimit.status).toBe(201);
  });

  it('limits query-string fields like body fields: ?location[email]= over 255 is a 422', async () => {
    const id = await companyId();
    const res = await service.request(
      'POST',
      `/service/companies/${id}/locations.xml?location[label]=Work&location[email]=${'e'.repeat(256)}`,
    );
    expect(res.status).toBe(422);
    expect(res.text).toContain('Email is too long (at most 255 characters)');
    expect(await count(`/service/companies/${id}/locations.xml`)).toBe(0);
  });

  it('counts characters as stored: 65,536 quotes or ampersands fit, entities count once', async () => {
    const id = await companyId();
    for (const text of ['"'.repeat(65_536), '&amp;'.repeat(65_536)]) {
      const res = await service.request('POST', `/service/companies/${id}/comments.xml`, {
        body: `<comment><comment>${text}</comment></comment>`,
      });
      expect(res.status).toBe(201);
    }
    const over = await service.request('POST', `/service/companies/${id}/comments.xml`, {
      body: `<comment><comment>${'&quot;'.repeat(65_537)}</comment></comment>`,
    });
    expect(over.status).toBe(422);
  });

  it('gives search parameters the 65,536 ceiling only, and does not measure containers', async () => {
    const res = await service.request('GET', `/service/companies.xml?name=${'q'.repeat(300)}`);
    expect(res.status).toBe(200);
  });
});
