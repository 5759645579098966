import type { Person } from '#xml/person';

/** A person's first e-mail address, the primary location's first. */
function emailOf(person: Person): string {
  const withEmail = person.locations.filter((l) => l.email !== '');
  return (withEmail.find((l) => l.primary) ?? withEmail[0])?.email ?? '';
}

/** What tells namesakes apart ("Omar"): the person's company and e-mail address. */
export function personDetail(person: Person): string {
  return [person.company, emailOf(person)].filter((part) => part !== '').join(' · ');
}
