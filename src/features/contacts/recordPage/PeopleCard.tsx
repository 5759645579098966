import { useState } from 'react';
import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import { fullName, type Person } from '#xml/person';
import { LazyMount } from '#components/lazy/LazyMount';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { recordPageMessages } from './messages';
import { RelatedCard } from './RelatedCard';
import { everyEmployee } from './relatedQueries';
import { lazyNamed } from '#components/lazy/lazyNamed';

// The form brings Mantine's overlays (Modal, Autocomplete, floating-ui): loaded at its first opening.
const NewPersonModal = lazyNamed(() => import('../NewPersonModal'), 'NewPersonModal');

/** A company's people: count, the first few, the rest on demand; "+" adds one working here. */
export function PeopleCard({ companyId, companyName }: { companyId: number; companyName: string }) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const query = useQuery(everyEmployee(client, companyId));
  const [adding, setAdding] = useState(false);
  return (
    <>
      <RelatedCard
        title={t('people.title')}
        errorTitle={t('people.error')}
        showAllText={(count) => t('people.showAll', { number: count })}
        query={query}
        itemsOf={(found) => found.records}
        countOf={(found) =>
          found.complete
            ? formatNumber(found.records.length)
            : t('card.atLeast', { number: formatNumber(found.records.length) })
        }
        emptyText={t('people.empty')}
        add={{ label: t('people.add', { name: companyName }), onClick: () => setAdding(true) }}
      >
        {(person) => <PersonItem key={person.id} person={person} />}
      </RelatedCard>
      <LazyMount when={adding}>
        {(opened) => (
          <NewPersonModal
            opened={opened}
            company={companyName}
            onClose={() => setAdding(false)}
            // Listed here once the people's queries refresh after the create.
            onCreated={() => setAdding(false)}
          />
        )}
      </LazyMount>
    </>
  );
}

function PersonItem({ person }: { person: Person }) {
  const t = useT(recordPageMessages);
  return (
    <List.Item>
      <Anchor component={Link} to={`/people/${person.id}`} size="sm" fw={500}>
        {fullName(person) === '' ? t('people.unnamed', { id: person.id }) : fullName(person)}
      </Anchor>
      {person.title !== '' && (
        <Text size="sm" c="dimmed">
          {person.title}
        </Text>
      )}
    </List.Item>
  );
}
