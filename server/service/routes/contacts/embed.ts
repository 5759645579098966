import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import type { RouteContext } from '../../wire/routeContext';
import type { StoredCompany, StoredPerson } from '../../store/contactStore';
import { loadEmbeds, NO_EMBEDS } from '../embeds';

/** Stored companies → API companies: tags and comments of the whole page in two batched calls. */
export async function withCompanyEmbeds(
  ctx: RouteContext,
  companies: readonly StoredCompany[],
): Promise<Company[]> {
  const embeds = await loadEmbeds(
    ctx,
    'company',
    companies.map((c) => c.id),
  );
  return companies.map(({ version: _version, ...company }) => {
    return { ...company, ...(embeds.get(company.id) ?? NO_EMBEDS) };
  });
}

export async function withPersonEmbeds(
  ctx: RouteContext,
  people: readonly StoredPerson[],
): Promise<Person[]> {
  const embeds = await loadEmbeds(
    ctx,
    'person',
    people.map((p) => p.id),
  );
  return people.map(({ version: _version, ...person }) => {
    return { ...person, ...(embeds.get(person.id) ?? NO_EMBEDS) };
  });
}
