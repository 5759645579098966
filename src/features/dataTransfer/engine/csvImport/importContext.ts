import { listCompanies } from '#api/companies';
import { listDeals, listDealStatuses } from '#api/deals';
import { readEveryPage } from '#api/everyPage';
import { everyTodo } from '#api/everyTodo';
import type { ApiClient } from '#api/client/client';
import { listPeople } from '#api/people';
import { listSuperTagDefinitions } from '#api/superTags';
import { listUsers } from '#api/users';
import { fullName } from '#xml/person';
import type { ImportKind } from './importFields';
import type { ImportContext } from './planImport';
import type { ExistingRecord } from './updateChanges';

/**
 * Reads what a dry run checks rows against, through documented calls only: the records of the
 * kind being imported (every page, for duplicates), users, statuses, SuperTag definitions, and for
 * deals the companies' and people's names (a deal's contact is named in the file).
 */
export async function loadImportContext(
  client: ApiClient,
  kind: ImportKind,
  signal?: AbortSignal,
): Promise<ImportContext> {
  const users = await listUsers(client, signal);
  const existing = new Map<string, number>();
  const add = (key: string, id: number) => {
    if (!existing.has(key)) existing.set(key, id);
  };
  const byId = new Map<number, ExistingRecord>();
  const contacts = new Map<string, number>();
  const needCompanies = kind === 'companies' || kind === 'deals';
  const needPeople = kind === 'people' || kind === 'deals';
  if (needCompanies) {
    const { records } = await readEveryPage((page, s) => listCompanies(client, page, s), {
      signal,
    });
    for (const c of records) {
      if (kind === 'companies') {
        add(`name:${c.name.trim().toLowerCase()}`, c.id);
        byId.set(c.id, c);
      }
      if (!contacts.has(c.name.toLowerCase())) contacts.set(c.name.toLowerCase(), c.id);
    }
  }
  if (needPeople) {
    const { records } = await readEveryPage((page, s) => listPeople(client, page, s), { signal });
    for (const p of records) {
      const name = fullName(p).toLowerCase();
      if (kind === 'people') {
        for (const location of p.locations)
          if (location.email.trim() !== '')
            add(`email:${location.email.trim().toLowerCase()}`, p.id);
        add(`name:${name}`, p.id);
        byId.set(p.id, p);
      }
      if (!contacts.has(name)) contacts.set(name, p.id);
    }
  }
  if (kind === 'deals') {
    const { records: list } = await readEveryPage((page, s) => listDeals(client, page, s), {
      signal,
    });
    for (const d of list) {
      add(`name:${d.title.trim().toLowerCase()}`, d.id);
      byId.set(d.id, d);
    }
  }
  if (kind === 'todos') {
    for (const t of await everyTodo(
      client,
      users.map((u) => u.email),
      signal,
    )) {
      add(`name:${t.title.trim().toLowerCase()}`, t.id);
      byId.set(t.id, t);
    }
  }
  return {
    kind,
    existing,
    records: byId,
    users,
    statuses: kind === 'deals' ? await listDealStatuses(client, signal) : [],
    superTags: kind === 'todos' ? [] : await listSuperTagDefinitions(client, signal),
    contacts,
  };
}
