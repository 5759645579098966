import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import type { RouteContext } from '../../http/routeContext';
import type { StoredCompany, StoredPerson } from '../../store/contactStore';
import { loadEmbeds } from '../embeds';

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
    const embed = embeds.get(company.id);
    return { ...company, tags: embed?.tags ?? [], megaComments: embed?.megaComments ?? [] };
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
    const embed = embeds.get(person.id);
    return { ...person, tags: embed?.tags ?? [], megaComments: embed?.megaComments ?? [] };
  });
}
