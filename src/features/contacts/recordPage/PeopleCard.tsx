import { useState } from 'react';
import { Anchor, List, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { detailKey } from '#api/cache';
import { listCompanyEmployeesPage } from '#api/companies';
import { readEveryPage } from '#api/everyPage';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ApiClient } from '#api/client/client';
import { fullName, type Person } from '#xml/person';
import { NewPersonModal } from '../NewPersonModal';
import { RelatedCard } from './RelatedCard';

/** How many employees the card reads at most (two requests). */
const EMPLOYEES_LIMIT = 1_000;

/** Every employee (up to the limit): the nested list is paged, and the card counts them. Below
 * the company's detail key under `people`, so any person's change refreshes it. */
const everyEmployee = (client: ApiClient, companyId: number) =>
  queryOptions({
    queryKey: detailKey('companies', companyId, 'people', 'every'),
    queryFn: ({ signal }) =>
      readEveryPage(
        (page, pageSignal) =>
          listCompanyEmployeesPage(client, { id: companyId, ...page }, pageSignal),
        { signal, atMost: EMPLOYEES_LIMIT },
      ),
  });

/** A company's people: count, the first few, the rest on demand; "+" adds one working here. */
export function PeopleCard({ companyId, companyName }: { companyId: number; companyName: string }) {
  const client = useApiClient();
  const query = useQuery(everyEmployee(client, companyId));
  const [adding, setAdding] = useState(false);
  return (
    <>
      <RelatedCard
        title="People"
        noun="people"
        query={query}
        itemsOf={(found) => found.records}
        countOf={(found) => `${found.complete ? '' : 'at least '}${found.records.length}`}
        emptyText="Nobody works here yet."
        add={{ label: `Add person at ${companyName}`, onClick: () => setAdding(true) }}
      >
        {(person) => <PersonItem key={person.id} person={person} />}
      </RelatedCard>
      <NewPersonModal
        opened={adding}
        company={companyName}
        onClose={() => setAdding(false)}
        // Listed here once the people's queries refresh after the create.
        onCreated={() => setAdding(false)}
      />
    </>
  );
}

function PersonItem({ person }: { person: Person }) {
  return (
    <List.Item>
      <Anchor component={Link} to={`/people/${person.id}`} size="sm" fw={500}>
        {fullName(person) === '' ? `Person #${person.id}` : fullName(person)}
      </Anchor>
      {person.title !== '' && (
        <Text size="sm" c="dimmed">
          {person.title}
        </Text>
      )}
    </List.Item>
  );
}
