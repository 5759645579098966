import { call, expectStatus } from './api';

export const SUPER_TAG = {
  name: 'social media',
  fields: ['twitter username', 'work blog'],
} as const;

/**
 * Companies as the throughput runs read them, made through the API: each with 3 tags (one of
 * them the SuperTag with values), 2 locations and 3 comments. Parts another area does not answer
 * yet are skipped and reported, so the bench still runs.
 */
export async function createRichCompanies(
  port: number,
  count: number,
): Promise<{ ids: number[]; skipped: Set<string> }> {
  const ids: number[] = [];
  const skipped = new Set<string>();
  const optional = async (
    what: string,
    method: string,
    path: string,
    body: string,
    status: number,
  ): Promise<void> => {
    const answer = await call(port, method, path, body);
    if (answer.status !== status) skipped.add(`${what} (${answer.status})`);
  };
  for (let i = 1; i <= count; i++) {
    const created = await expectStatus(
      call(
        port,
        'POST',
        '/service/companies.xml',
        `<company><name>Benchmark Industries ${i}</name><notes>A company with some of everything, for the service benchmark.</notes></company>`,
      ),
      201,
      'create company',
    );
    const id = Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers.location))?.[1]);
    if (!Number.isInteger(id))
      throw new Error(`create company: no id in Location ${String(created.headers.location)}`);
    ids.push(id);
    const base = `/service/companies/${id}`;
    await optional('tags', 'PUT', `${base}/add_tag.xml`, '<tags>customer, priority</tags>', 200);
    await optional(
      'SuperTag values',
      'PUT',
      `${base}/super_tags/${encodeURIComponent(SUPER_TAG.name)}.xml`,
      `<super_tag><twitter_username>bench${i}</twitter_username><work_blog>https://blog.bench${i}.example/feed</work_blog></super_tag>`,
      200,
    );
    for (const [label, city] of [
      ['work', 'Providence'],
      ['billing', 'Boston'],
    ] as const) {
      const location = `<location><label>${label}</label><primary>${label === 'work'}</primary><email>${label}@bench${i}.example</email><phone>(401) 555-0100</phone><street_1>18 Maple Ave.</street_1><city>${city}</city><state>RI</state><postal_code>02806</postal_code><country>US</country></location>`;
      await expectStatus(
        call(port, 'POST', `${base}/locations.xml`, location),
        201,
        `add location ${label}`,
      );
    }
    for (let c = 1; c <= 3; c++)
      await optional(
        'comments',
        'POST',
        `${base}/comments.xml`,
        `<comment><comment>Comment number ${c} on benchmark company ${i}.</comment></comment>`,
        201,
      );
  }
  return { ids, skipped };
}
