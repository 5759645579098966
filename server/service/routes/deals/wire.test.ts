import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { loadWireRequests, type WireRequest } from '../../testing/wireFixtures';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/**
 * Replays the captured deal requests of real clients (shared/fixtures/wire) byte for byte, with
 * the capture run's record ids mapped onto records made here, and checks what arrived.
 */
describe('deal requests of real clients', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
    // The captures authenticate with the token "secret".
    await t.service.store.accounts.createUser(
      t.service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
  });
  afterEach(() => t.close());

  const capture = (file: string): WireRequest => {
    const found = loadWireRequests().find((r) => r.file === file);
    if (found === undefined) throw new Error(`No capture ${file}`);
    return found;
  };

  /** Sends a capture with its own headers (Authorization included), ids replaced per `ids`. */
  async function replay(file: string, ids: Record<string, number> = {}) {
    const wire = capture(file);
    const map = (text: string): string => text.replace(/\b\d+\b/g, (id) => String(ids[id] ?? id));
    const { authorization: _auth, 'content-type': contentType, ...headers } = wire.headers;
    const body = map(wire.body.toString('utf8'));
    return t.service.request(wire.method, map(wire.target), {
      body: body === '' ? undefined : body,
      contentType,
      headers,
      token: 'secret',
    });
  }

  it('ruby-gem.deal-create: dashed XML with a deal-with-id', async () => {
    const company = await t.company('Ruby Co');
    const res = await replay('ruby-gem.deal-create.request.txt', { 58: company });
    expect(res.status, res.text).toBe(201);
    expect(res.text).toBe('');
    const id = Number(/\/service\/deals\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
    expect(await t.showDeal(id)).toMatchObject({
      title: 'Deal cc1795254486178',
      description: 'big one',
      amount: '1234.50',
      status: 'pending',
      dealWith: 'Ruby Co',
      dealWithId: company,
      assignedTo: 'Wire Client',
    });
  });

  it('php.deal-create-form: a form body, amount without decimals', async () => {
    const res = await replay('php.deal-create-form.request.txt');
    expect(res.status, res.text).toBe(201);
    expect(String(res.headers['location'])).toMatch(
      new RegExp(`^${t.service.url}/service/deals/\\d+\\.xml$`),
    );
    const id = Number(/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
    expect(await t.showDeal(id)).toMatchObject({
      title: 'PHP Deal ph1795254488783',
      amount: '250.00',
      status: 'pending',
      description: 'Test Deal Description',
      dealWithId: null,
    });
  });

  it('php.add_related_contact-form: contact_id in a form body of a PUT', async () => {
    const deal = await t.create('deals', '<deal><title>PHP deal</title></deal>');
    const person = await t.person('Php', 'Fixture');
    const res = await replay('php.add_related_contact-form.request.txt', { 81: deal, 78: person });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('');
    expect((await t.showDeal(deal)).attachedContactIds).toEqual([person]);
    const people = await t.service.request('GET', `/service/deals/${deal}/people.xml`);
    expect(people.xml!.children.map((p) => p.children.find((c) => c.name === 'id')!.text)).toEqual([
      String(person),
    ]);
  });
});
