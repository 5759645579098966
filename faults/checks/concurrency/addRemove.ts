import { decodeCompany } from '#xml/company';
import { decodeParticipantList, type Participant } from '#xml/participant';
import { decodeTagList } from '#xml/tag';
import type { Random } from '#server/service/seed/prng';
import { assert, FIGURES, type Check } from '../../testing/check';
import type { Answer } from '../../testing/http';
import { LOAD_TIMEOUT_MS, ServiceClient } from '../../testing/serviceClient';
import { assertHealthy, serviceForCheck } from '../../testing/serviceFixture';

/**
 * Issue 7, concurrency: adds and removes of tags on a record and of participants on a
 * communication, all at once. Some keys get a chain of toggles (each chain in order, the chains
 * interleaved), so their end state is known; others get 20 adds and 20 removes at the same
 * instant, so only consistency can be asked of them: no duplicates, searches agree with what the
 * records show, and a later add/remove still works exactly once.
 */
const CHAINS = 6;
const CONTENDED = 3;
const BURST = 20;
const ROLES = ['to', 'cc', 'bcc', 'from'] as const;

interface Toggle {
  add: () => Promise<Answer>;
  remove: () => Promise<Answer>;
}

/** A chain of 3–15 toggles starting with an add; resolves with whether the key ends present. */
async function chain(toggle: Toggle, random: Random, what: string): Promise<boolean> {
  const length = random.int(3, 15);
  for (let i = 0; i < length; i++) {
    const answer = await (i % 2 === 0 ? toggle.add() : toggle.remove());
    assert(
      answer.status === 200,
      () =>
        `${what}: ${i % 2 === 0 ? 'add' : 'remove'} ${i + 1} answered ${answer.status}: ${answer.text.slice(0, 160)}`,
    );
  }
  return length % 2 === 1;
}

/** 20 adds and 20 removes of one key at the same instant; removes may find nothing (404). */
async function contend(toggle: Toggle, what: string): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: BURST * 2 }, (_, n) =>
      (n % 2 === 0 ? toggle.add() : toggle.remove()).then((a) => ({ a, add: n % 2 === 0 })),
    ),
  );
  for (const { a, add } of answers) {
    assert(
      a.status === 200 || (!add && a.status === 404),
      () =>
        `${what}: parallel ${add ? 'add' : 'remove'} answered ${a.status}: ${a.text.slice(0, 160)}`,
    );
  }
  return answers.length;
}

function duplicates(keys: readonly string[]): string[] {
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

export const addRemoveCheck: Check = {
  name: 'concurrency: parallel add/remove of tags and participants — consistent end state',
  timeoutMs: 60_000,
  async run(ctx) {
    const { service, client: setup } = await serviceForCheck(ctx, 'add-remove');
    const client = new ServiceClient(service.url, setup.token, 64, LOAD_TIMEOUT_MS);
    ctx.defer(() => client.close());
    const record = `/service/companies/${await setup.create('/service/companies.xml', '<company><name>Toggled Co</name></company>')}`;
    const communication = `/service/communications/${await setup.create('/service/communications.xml', '<communication><subject>Race</subject><body>b</body><date>Mar 17 20:16:35 UTC 2009</date><ctype>email</ctype></communication>')}`;
    const contacts: number[] = [];
    for (let i = 0; i < 3; i++)
      contacts.push(
        await setup.create(
          '/service/people.xml',
          `<person><first_name>P${i}</first_name><last_name>Race</last_name></person>`,
        ),
      );
    for (let i = 0; i < 2; i++)
      contacts.push(
        await setup.create(
          '/service/companies.xml',
          `<company><name>Participant Co ${i}</name></company>`,
        ),
      );

    const tagToggle = (name: string): Toggle => ({
      add: () => client.request('PUT', `${record}/add_tag.xml`, `<tag>${name}</tag>`),
      remove: () => client.request('DELETE', `${record}/remove_tag.xml`, `<tag>${name}</tag>`),
    });
    const participantToggle = (contact: number, role: string): Toggle => ({
      add: () =>
        client.request(
          'PUT',
          `${communication}/add_participant.xml?contact_id=${contact}&role=${role}`,
        ),
      remove: () =>
        client.request(
          'DELETE',
          `${communication}/remove_participant.xml?contact_id=${contact}&role=${role}`,
        ),
    });
    const chainTags = Array.from({ length: CHAINS }, (_, i) => `Chain ${i}`);
    const contendedTags = Array.from({ length: CONTENDED }, (_, i) => `Contended ${i}`);
    const chainPairs = Array.from({ length: CHAINS }, (_, i) => ({
      contact: contacts[i % contacts.length]!,
      role: ROLES[i % ROLES.length]!,
    }));
    const contendedPairs = Array.from({ length: CONTENDED }, (_, i) => ({
      contact: contacts[(i + 2) % contacts.length]!,
      role: ROLES[(i + 1) % ROLES.length]!,
    }))
      // A contended pair must not also be a chain's pair.
      .filter((p) => !chainPairs.some((c) => c.contact === p.contact && c.role === p.role));

    const expectedTags = new Map<string, boolean>();
    const expectedPairs = new Map<string, boolean>();
    let requests = 0;
    await Promise.all([
      ...chainTags.map(async (name) =>
        expectedTags.set(name, await chain(tagToggle(name), ctx.random, `tag ${name}`)),
      ),
      ...chainPairs.map(async ({ contact, role }) =>
        expectedPairs.set(
          `${contact}/${role}`,
          await chain(
            participantToggle(contact, role),
            ctx.random,
            `participant ${contact}/${role}`,
          ),
        ),
      ),
      ...contendedTags.map(
        async (name) => (requests += await contend(tagToggle(name), `tag ${name}`)),
      ),
      ...contendedPairs.map(
        async ({ contact, role }) =>
          (requests += await contend(
            participantToggle(contact, role),
            `participant ${contact}/${role}`,
          )),
      ),
    ]);

    // Tags: exactly the chains' outcome, no duplicates, searches agree with the record.
    const shownTags = decodeCompany((await setup.show(`${record}.xml`)).xml).tags.map(
      (t) => t.name,
    );
    assert(
      duplicates(shownTags).length === 0,
      `the record carries duplicated tags: ${duplicates(shownTags).join(', ')}`,
    );
    for (const [name, present] of expectedTags)
      assert(
        shownTags.includes(name) === present,
        `tag ${name}: expected ${present ? 'present' : 'absent'} after its chain, found the opposite`,
      );
    const accountTags = decodeTagList((await setup.show('/service/tags.xml')).xml).map(
      (t) => t.name,
    );
    assert(
      duplicates(accountTags.map((n) => n.toLowerCase())).length === 0,
      `the account lists duplicated tags: ${accountTags.join(', ')}`,
    );
    for (const name of accountTags) {
      const found = (await setup.show(`/service/companies.xml?tag=${encodeURIComponent(name)}`)).xml
        .children.length;
      assert(
        found === (shownTags.includes(name) ? 1 : 0),
        `searching by tag "${name}" finds ${found} companies, but the record ${shownTags.includes(name) ? 'carries' : 'does not carry'} it`,
      );
    }

    // Participants: the chains' outcome, no duplicates, the role filter agrees with the full list.
    const participants = decodeParticipantList(
      (await setup.show(`${communication}/participants.xml`)).xml,
    );
    const keys = participants.map((p) => `${p.contactId}/${p.role}`);
    assert(
      duplicates(keys).length === 0,
      `duplicated participants: ${duplicates(keys).join(', ')}`,
    );
    for (const [key, present] of expectedPairs)
      assert(
        keys.includes(key) === present,
        `participant ${key}: expected ${present ? 'present' : 'absent'} after its chain`,
      );
    for (const role of ROLES) {
      const filtered = decodeParticipantList(
        (await setup.show(`${communication}/participants.xml?role=${role}`)).xml,
      );
      const expected = participants
        .filter((p: Participant) => p.role === role)
        .map((p) => p.contactId)
        .sort();
      assert(
        JSON.stringify(filtered.map((p) => p.contactId).sort()) === JSON.stringify(expected),
        `participants with role ${role} disagree with the full list`,
      );
    }

    // The contended keys still behave: one add makes exactly one, one remove makes none.
    for (const name of contendedTags) {
      await setup.expect(200, 'PUT', `${record}/add_tag.xml`, `<tag>${name}</tag>`);
      const after = decodeCompany((await setup.show(`${record}.xml`)).xml).tags.filter(
        (t) => t.name === name,
      ).length;
      assert(after === 1, `tag ${name}: ${after} on the record after one more add`);
      await setup.expect(200, 'DELETE', `${record}/remove_tag.xml`, `<tag>${name}</tag>`);
      const gone = decodeCompany((await setup.show(`${record}.xml`)).xml).tags.filter(
        (t) => t.name === name,
      ).length;
      assert(gone === 0, `tag ${name}: still on the record after a remove`);
    }
    for (const { contact, role } of contendedPairs) {
      await setup.expect(
        200,
        'PUT',
        `${communication}/add_participant.xml?contact_id=${contact}&role=${role}`,
      );
      await setup.expect(
        200,
        'DELETE',
        `${communication}/remove_participant.xml?contact_id=${contact}&role=${role}`,
      );
      const left = decodeParticipantList(
        (await setup.show(`${communication}/participants.xml`)).xml,
      ).filter((p) => p.contactId === contact && p.role === role);
      assert(left.length === 0, `participant ${contact}/${role}: still listed after a remove`);
    }
    assertHealthy(service, 'under parallel add/remove');
    ctx.figure(FIGURES.concurrentWrites, requests);
    return `${CHAINS} tag and ${CHAINS} participant chains exact, ${requests} contended add/removes left no duplicates, searches and role filters agree`;
  },
};
