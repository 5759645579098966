// @vitest-environment jsdom
// (As the component tests run: in Vitest's Node mode the icon library reaches React itself. The
// drawing in Node proper, from the built copy, is what e2e/drawnScreen.spec.ts loads.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '#server/http/basicAuth';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { renderFirstScreen, type FirstScreenRequest } from './renderFirstScreen';

/**
 * The console's own screens drawn in Node from a real service, as the proxy draws a page's first
 * screen (the proxy's side: server/proxy/firstScreen/; the browser taking it over:
 * e2e/drawnScreen.spec.ts).
 */
describe('a first screen drawn on the server', () => {
  let service: TestService;
  let companyId: number;

  const drawing = (url: string, baseUrl = `${service.url}/service`): FirstScreenRequest => ({
    url,
    language: 'en',
    api: { baseUrl, fetch, headers: { authorization: basicAuthorization(service.token) } },
    consoleInfo: { upstream: 'embedded' },
  });

  beforeAll(async () => {
    service = await startTestService();
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Drawn &amp; Quartered Ltd</name><background>Makes maps</background></company>',
      contentType: 'application/xml',
    });
    companyId = Number(/\/companies\/(\d+)\.xml/.exec(String(created.headers['location']))?.[1]);
  });
  afterAll(() => service.close());

  it('shows the record with what its page asks for after it, and carries those answers', async () => {
    const drawn = await renderFirstScreen(drawing(`/companies/${companyId}`));
    expect(drawn).toBeDefined();
    expect(drawn!.html).toContain('Drawn &amp; Quartered Ltd');
    expect(drawn!.html).toContain('<nav');
    const keys = drawn!.state.queries.map((query) => JSON.stringify(query.queryKey));
    // The record, then its related lists (asked for once the record is in), all in one drawing.
    expect(keys.some((key) => key.includes('"companies"') && key.includes(String(companyId)))).toBe(
      true,
    );
    expect(keys.length).toBeGreaterThan(8);
    expect(drawn!.state.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('draws a list in the language asked for', async () => {
    const drawn = await renderFirstScreen({ ...drawing('/companies'), language: 'de' });
    expect(drawn!.html).toContain('Drawn &amp; Quartered Ltd');
    expect(drawn!.html).toContain('Firmen');
  });

  it('draws nothing when a read fails, or for an address that shows no screen', async () => {
    expect(await renderFirstScreen(drawing('/companies/999999'))).toBeUndefined();
    expect(
      await renderFirstScreen(drawing('/companies', `${service.url}/nowhere`)),
    ).toBeUndefined();
    expect(await renderFirstScreen(drawing('/no/such/screen'))).toBeUndefined();
    // A screen left to the browser (src/app/screens.ts): it reads storage while it renders.
    expect(await renderFirstScreen(drawing('/duplicates'))).toBeUndefined();
  });
});
