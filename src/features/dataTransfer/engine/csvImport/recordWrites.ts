import { createCompany, getCompany, updateCompany } from '#api/companies';
import { createDeal, getDeal, updateDeal } from '#api/deals';
import type { ApiClient } from '#api/client/client';
import { createLocation } from '#api/locations';
import { createPerson, getPerson, updatePerson } from '#api/people';
import { setRecordSuperTag } from '#api/superTags';
import { addTags } from '#api/tags';
import { createTodo, getTodo, updateTodo } from '#api/todos';
import type { CompanyWrite } from '#xml/company';
import type { DealWrite } from '#xml/deal';
import type { Location } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { RecordTag } from '#xml/tag';
import type { TodoWrite } from '#xml/todo';
import type { User } from '#xml/user';
import type { ImportKind } from './importFields';
import type { RowWrite } from './planImport';

// One record's writes of an import, per kind: read it as it is, write its fields, then its parts.

export type Existing = { main: RowWrite['main']; tags: RecordTag[]; locations: Location[] };

export const superTagKind = (kind: ImportKind) => kind !== 'todos';

/** The fields `written` names, as the record had them. */
export function pick<T extends object>(full: T, written: object): T {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(written)) out[key] = (full as Record<string, unknown>)[key];
  return out as T;
}

export async function readExisting(
  client: ApiClient,
  kind: ImportKind,
  id: number,
  users: readonly User[],
): Promise<Existing> {
  const emailOf = (userId: number | null) =>
    userId === null ? undefined : users.find((u) => u.id === userId)?.email;
  if (kind === 'companies') {
    const { value } = await getCompany(client, id);
    return {
      main: { name: value.name, notes: value.notes } satisfies CompanyWrite,
      tags: value.tags,
      locations: value.locations,
    };
  }
  if (kind === 'people') {
    const { value } = await getPerson(client, id);
    const main: PersonWrite = {
      firstName: value.firstName,
      lastName: value.lastName,
      title: value.title,
      notes: value.notes,
      company: value.company,
    };
    return { main, tags: value.tags, locations: value.locations };
  }
  if (kind === 'deals') {
    const { value } = await getDeal(client, id);
    const main: DealWrite = {
      title: value.title,
      description: value.description,
      amount: value.amount,
      status: value.status,
      dealWithId: value.dealWithId,
    };
    const email = emailOf(value.assignedToId);
    if (email !== undefined) main.assignedTo = email;
    return { main, tags: value.tags, locations: [] };
  }
  const { value } = await getTodo(client, id);
  const main: TodoWrite = {
    title: value.title,
    description: value.description,
    dueDate: value.dueDate,
  };
  const email = emailOf(value.assignedToId);
  if (email !== undefined) main.assignedTo = email;
  return { main, tags: value.tags, locations: [] };
}

export async function writeMain(
  client: ApiClient,
  kind: ImportKind,
  main: RowWrite['main'],
  id: number | null,
): Promise<number> {
  if (id === null) {
    if (kind === 'companies') return createCompany(client, main as CompanyWrite);
    if (kind === 'people') return createPerson(client, main);
    if (kind === 'deals') return createDeal(client, main as DealWrite);
    return createTodo(client, main as TodoWrite);
  }
  if (kind === 'companies') await updateCompany(client, { id, input: main as CompanyWrite });
  else if (kind === 'people') await updatePerson(client, { id, input: main });
  else if (kind === 'deals') await updateDeal(client, { id, input: main as DealWrite });
  else await updateTodo(client, { id, input: main as TodoWrite });
  return id;
}

/** The rest of a row after its record exists: location, tags, SuperTags. */
export async function writeDetails(
  client: ApiClient,
  kind: ImportKind,
  id: number,
  write: RowWrite,
): Promise<void> {
  if (write.location !== null && (kind === 'companies' || kind === 'people')) {
    await createLocation(client, { collection: kind, id, input: write.location });
  }
  if (write.tags.length > 0) {
    for (let start = 0; start < write.tags.length; start += 100) {
      await addTags(client, {
        record: { collection: kind, id },
        names: write.tags.slice(start, start + 100),
      });
    }
  }
  if (superTagKind(kind)) {
    for (const superTag of write.superTags) {
      await setRecordSuperTag(client, {
        record: { collection: kind, id },
        name: superTag.name,
        values: superTag.values,
      });
    }
  }
}
