import type { LocationWrite } from '#xml/location';
import { DEMO_COMPANIES, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_TITLES } from './demoNames';
import { DEMO_CITIES, type DemoCity } from './demoPlaces';
import type { Random } from './prng';
import {
  adminScope,
  seedWritten,
  type SeedContext,
  type SeededCompany,
  type SeededPerson,
} from './seedContext';

const PEOPLE_PER_COMPANY = 2;
const SUITES = ['Suite 200', 'Floor 3', '2nd Floor', 'Unit 12', 'Building B'];

/** `Chloé O'Brien` → `chloeobrien`: ASCII letters and digits only, for e-mail addresses and domains. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** `Nordlicht Software GmbH` → `nordlichtsoftware.example` (legal forms dropped; `.example` is reserved for examples). */
export function domainOf(companyName: string): string {
  return `${slugOf(companyName.replace(/\s+(GmbH|AG|SARL|B\.V\.|Ltd|S\.p\.A\.|Co-op)$/, ''))}.example`;
}

function localNumber(random: Random): string {
  return String(random.int(100, 199)).padStart(4, '0');
}

function address(
  random: Random,
  city: DemoCity,
): Pick<LocationWrite, 'street1' | 'city' | 'state' | 'postalCode' | 'country'> {
  const number = String(random.int(1, 480));
  const street = random.pick(city.streets);
  // European addresses put the house number after the street name.
  const street1 = city.region === 'US' ? `${number} ${street}` : `${street} ${number}`;
  return {
    street1,
    city: city.city,
    state: city.state,
    postalCode: random.pick(city.postalCodes),
    country: city.country,
  };
}

function citiesOf(region: 'US' | 'EU'): DemoCity[] {
  return DEMO_CITIES.filter((c) => c.region === region);
}

async function saveLocation(
  ctx: SeedContext,
  kind: 'company' | 'person',
  id: number,
  input: LocationWrite & { label: string },
): Promise<void> {
  const result = await ctx.store.contacts.saveLocation(adminScope(ctx), kind, id, input);
  seedWritten(result, `location ${input.label} of ${kind} ${id}`);
}

async function seedCompany(ctx: SeedContext, index: number): Promise<SeededCompany> {
  const { random } = ctx;
  const { name, industry, region } = DEMO_COMPANIES[index]!;
  const city = random.pick(citiesOf(region));
  const domain = domainOf(name);
  const notes = `${industry} business based in ${city.city}. ${random.pick(['Met at the spring trade fair.', 'Referred by an existing customer.', 'Came in through the website contact form.', 'Long-standing relationship; renewals every year.', 'Evaluating us against two competitors.'])}`;
  const created = await ctx.store.contacts.createCompany(adminScope(ctx), { name, notes });
  const id = seedWritten(created, `company ${name}`);
  await saveLocation(ctx, 'company', id, {
    label: 'work',
    primary: true,
    email: `info@${domain}`,
    website: `https://www.${domain}`,
    phone: `${city.phonePrefix} ${localNumber(random)}`,
    fax: random.chance(0.3) ? `${city.phonePrefix} ${localNumber(random)}` : '',
    street2: random.chance(0.4) ? random.pick(SUITES) : '',
    ...address(random, city),
  });
  if (index % 4 === 0) {
    const other = random.pick(citiesOf(city.region).filter((c) => c !== city));
    await saveLocation(ctx, 'company', id, {
      label: random.pick(['billing', 'warehouse']),
      primary: false,
      email: `accounts@${domain}`,
      phone: `${other.phonePrefix} ${localNumber(random)}`,
      ...address(random, other),
    });
  }
  return { id, name, industry, domain, city };
}

async function seedPerson(
  ctx: SeedContext,
  company: SeededCompany,
  position: number,
  usedNames: Set<string>,
): Promise<SeededPerson> {
  const { random } = ctx;
  let firstName: string;
  let lastName: string;
  do {
    firstName = random.pick(DEMO_FIRST_NAMES);
    lastName = random.pick(DEMO_LAST_NAMES);
  } while (usedNames.has(`${firstName} ${lastName}`));
  usedNames.add(`${firstName} ${lastName}`);
  const title =
    position === 0 ? random.pick(DEMO_TITLES.slice(0, 5)) : random.pick(DEMO_TITLES.slice(5));
  const notes = position === 0 ? `Main contact at ${company.name}.` : '';
  const created = await ctx.store.contacts.createPerson(adminScope(ctx), {
    firstName,
    lastName,
    title,
    companyId: company.id,
    notes,
  });
  const id = seedWritten(created, `person ${firstName} ${lastName}`);
  const mailbox = `${slugOf(firstName)}.${slugOf(lastName)}`;
  await saveLocation(ctx, 'person', id, {
    label: 'work',
    primary: true,
    email: `${mailbox}@${company.domain}`,
    phone: `${company.city.phonePrefix} ${localNumber(random)}`,
    cell: random.chance(0.7) ? `${company.city.phonePrefix} ${localNumber(random)}` : '',
    ...address(random, company.city),
  });
  if (random.chance(0.5)) {
    await saveLocation(ctx, 'person', id, {
      label: 'home',
      primary: false,
      email: `${mailbox}@mailbox.example`,
      cell: `${company.city.phonePrefix} ${localNumber(random)}`,
      ...address(random, company.city),
    });
  }
  return { id, firstName, lastName, company };
}

/** About 40 companies in US and European cities, each with two employees, all with locations. */
export async function seedContacts(ctx: SeedContext): Promise<void> {
  const usedNames = new Set<string>();
  for (let index = 0; index < DEMO_COMPANIES.length; index++) {
    const company = await seedCompany(ctx, index);
    ctx.companies.push(company);
    for (let position = 0; position < PEOPLE_PER_COMPANY; position++)
      ctx.people.push(await seedPerson(ctx, company, position, usedNames));
  }
}
