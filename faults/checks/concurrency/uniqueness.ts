import { decodeCompany } from '#xml/company';
import { decodeLocationList } from '#xml/location';
import { decodeTagList } from '#xml/tag';
import { escapeXml } from '#xml/writer';
import { assert, FIGURES, type Check } from '../../testing/check';
import { LOAD_TIMEOUT_MS, ServiceClient } from '../../testing/serviceClient';
import { assertHealthy, serviceForCheck } from '../../testing/serviceFixture';

/**
 * Issue 7, concurrency: 50 parallel creations of the same thing leave exactly one. Tag names are
 * unique per account without regard to case; a location label is unique within its record (a
 * create naming an existing label updates it).
 */
const PARALLEL = 50;

function count<T>(items: readonly T[], matches: (item: T) => boolean): number {
  return items.filter(matches).length;
}

export const sameTagCheck: Check = {
  name: 'concurrency: 50 parallel creations of one tag — exactly one tag, on one record and across 50 records',
  timeoutMs: 60_000,
  async run(ctx) {
    const { service, client: setup } = await serviceForCheck(ctx, 'same-tag');
    const client = new ServiceClient(service.url, setup.token, PARALLEL, LOAD_TIMEOUT_MS);
    ctx.defer(() => client.close());

    // One record, one new tag, spelled three ways, 50 times at once.
    const company = await setup.create(
      '/service/companies.xml',
      '<company><name>Tag Target</name></company>',
    );
    const spellings = ['Race Tag', 'race tag', 'RACE TAG'];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        client.request(
          'PUT',
          `/service/companies/${company}/add_tag.xml`,
          `<tag>${spellings[n % 3]}</tag>`,
        ),
      ),
    );
    for (const answer of answers)
      assert(
        answer.status === 200,
        () => `add_tag answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      );
    const shown = decodeCompany((await setup.show(`/service/companies/${company}.xml`)).xml);
    const onRecord = count(shown.tags, (t) => t.name.toLowerCase() === 'race tag');
    assert(onRecord === 1, `company ${company} carries "race tag" ${onRecord} times`);

    // 50 records, one new tag name, all at once: the tag row itself is created in a race.
    const targets: string[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const kind = i % 2 === 0 ? 'companies' : 'deals';
      const body =
        kind === 'companies'
          ? `<company><name>Tagged ${i}</name></company>`
          : `<deal><title>Tagged ${i}</title></deal>`;
      targets.push(`/service/${kind}/${await setup.create(`/service/${kind}.xml`, body)}`);
    }
    const spread = await Promise.all(
      targets.map((target, n) =>
        client.request(
          'PUT',
          `${target}/add_tag.xml`,
          `<tags>${escapeXml(n % 2 === 0 ? 'Fresh Tag' : 'FRESH tag')}, Other</tags>`,
        ),
      ),
    );
    for (const answer of spread)
      assert(
        answer.status === 200,
        () => `add_tag answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      );
    const tags = decodeTagList((await setup.show('/service/tags.xml')).xml);
    for (const name of ['race tag', 'fresh tag', 'other']) {
      const found = count(tags, (t) => t.name.toLowerCase() === name);
      assert(found === 1, `tags.xml lists "${name}" ${found} times`);
    }
    const tagged = await setup.show(
      `/service/companies.xml?tag=${encodeURIComponent('Fresh Tag')}&limit=500`,
    );
    assert(
      tagged.xml.children.length === PARALLEL / 2,
      `searching companies by the new tag finds ${tagged.xml.children.length}, expected ${PARALLEL / 2}`,
    );
    assertHealthy(service, 'under parallel tag creation');
    ctx.figure(FIGURES.concurrentWrites, answers.length + spread.length);
    return `${answers.length + spread.length} parallel add_tag requests: one "race tag" on its record, one "fresh tag" and one "other" in the account`;
  },
};

export const sameLocationCheck: Check = {
  name: 'concurrency: 50 parallel creations of one location label on a record — exactly one location',
  timeoutMs: 60_000,
  async run(ctx) {
    const { service, client: setup } = await serviceForCheck(ctx, 'same-label');
    const client = new ServiceClient(service.url, setup.token, PARALLEL, LOAD_TIMEOUT_MS);
    ctx.defer(() => client.close());
    const records = [
      `/service/companies/${await setup.create('/service/companies.xml', '<company><name>Located Co</name></company>')}`,
      `/service/people/${await setup.create('/service/people.xml', '<person><first_name>Lou</first_name><last_name>Cated</last_name></person>')}`,
    ];
    let sent = 0;
    for (const record of records) {
      const cities = Array.from({ length: PARALLEL }, (_, n) => `City ${n}`);
      const answers = await Promise.all(
        cities.map((city) =>
          client.request(
            'POST',
            `${record}/locations.xml`,
            `<location><label>work</label><city>${city}</city></location>`,
          ),
        ),
      );
      sent += answers.length;
      for (const answer of answers)
        assert(
          answer.status === 201,
          () => `location create answered ${answer.status}: ${answer.text.slice(0, 200)}`,
        );
      const locations = decodeLocationList((await setup.show(`${record}/locations.xml`)).xml);
      const work = locations.filter((l) => l.label === 'work');
      assert(work.length === 1, `${record} has ${work.length} locations labelled "work"`);
      assert(
        cities.includes(work[0]!.city),
        `${record}: the "work" location holds a city nobody sent: ${work[0]!.city}`,
      );
    }
    assertHealthy(service, 'under parallel location creation');
    ctx.figure(FIGURES.concurrentWrites, sent);
    return `${sent} parallel creates of label "work" on a company and a person: one location each, holding one of the sent values`;
  },
};
