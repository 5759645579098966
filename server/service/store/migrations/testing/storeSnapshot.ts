import type { Store } from '../../store';
import type { RecordKind, Scope } from '../../scope';

const ALL = { offset: 0, limit: 100_000 };

/** Per record of a kind: its tags, SuperTag values and comments. */
async function attachments(
  store: Store,
  scope: Scope,
  kind: RecordKind,
  ids: number[],
): Promise<unknown> {
  const tags = await store.tags.recordTagsOf(scope, kind, ids);
  const comments = await store.comments.commentsOf(scope, kind, ids);
  const superTags = await Promise.all(ids.map((id) => store.tags.recordSuperTags(scope, kind, id)));
  return ids.map((id, i) => ({
    id,
    tags: tags.get(id) ?? [],
    comments: comments.get(id) ?? [],
    superTags: superTags[i],
  }));
}

/**
 * Every record of every account, read back through the store as the service shows them: users,
 * deal statuses, tags and SuperTag definitions, companies and people with their locations and
 * affiliations, deals with their contacts, to-dos, communications with their participants, and
 * every record's tags, SuperTag values and comments.
 */
export async function storeSnapshot(store: Store): Promise<unknown> {
  const accounts = await store.accounts.listAccounts();
  const snapshot = [];
  for (const account of accounts) {
    const users = await store.accounts.listUsers(account.id);
    const scope: Scope = { accountId: account.id, userId: users[0]?.id ?? 0 };
    const companies = await store.contacts.listCompanies(scope, {}, ALL);
    const people = await store.contacts.listPeople(scope, {}, ALL);
    const contacts = [
      ...companies.map((c) => ['company', c.id] as const),
      ...people.map((p) => ['person', p.id] as const),
    ];
    const deals = await store.deals.searchDeals(scope, {}, ALL);
    const todos = await store.todos.searchTodos(scope, {}, ALL.limit);
    const communications = await store.communications.searchCommunications(scope, {}, ALL);
    snapshot.push({
      account,
      users,
      dealStatuses: await store.accounts.listDealStatuses(account.id),
      tags: await store.tags.listTags(scope),
      superTags: await store.tags.listSuperTags(account.id),
      companies,
      people,
      locations: await Promise.all(
        contacts.map(([kind, id]) => store.contacts.listLocations(scope, kind, id)),
      ),
      affiliations: await Promise.all(
        contacts.map(([kind, id]) => store.contacts.affiliationsOf(scope, kind, id)),
      ),
      deals,
      relatedPeople: await Promise.all(deals.map((d) => store.deals.relatedPeopleIds(scope, d.id))),
      todos,
      communications,
      participants: await Promise.all(
        communications.map((c) => store.communications.listParticipants(scope, c.id)),
      ),
      attachments: {
        company: await attachments(
          store,
          scope,
          'company',
          companies.map((c) => c.id),
        ),
        person: await attachments(
          store,
          scope,
          'person',
          people.map((p) => p.id),
        ),
        deal: await attachments(
          store,
          scope,
          'deal',
          deals.map((d) => d.id),
        ),
        todo: await attachments(
          store,
          scope,
          'todo',
          todos.map((t) => t.id),
        ),
        communication: await attachments(
          store,
          scope,
          'communication',
          communications.map((c) => c.id),
        ),
      },
    });
  }
  return snapshot;
}
