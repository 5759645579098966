import { useId } from 'react';
import { ActionIcon, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  dealQueries,
  useAddDealRelatedContact,
  useRemoveDealRelatedContact,
} from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { errorMessage } from '../../lib/errorMessage';
import { QueryState } from '../../components/QueryState';
import { ContactPicker } from '../../components/ContactPicker';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

/** The people related to a deal (`deals/{id}/people.xml`): add one by search, remove one. */
export function DealRelatedPeople({ dealId }: { dealId: number }) {
  const t = useT(dealMessages);
  const client = useApiClient();
  const headingId = useId();
  const people = useQuery(dealQueries.people(client, dealId));
  const add = useAddDealRelatedContact();
  const remove = useRemoveDealRelatedContact();
  async function addPerson(id: string, name: string) {
    try {
      await add.mutateAsync({ id: dealId, contactId: Number(id) });
      notifications.show({ color: 'green', message: t('people.added', { name }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('people.notAdded', { name }),
        message: errorMessage(error),
      });
    }
  }

  async function removePerson(id: number, name: string) {
    try {
      await remove.mutateAsync({ id: dealId, contactId: id });
      notifications.show({ color: 'green', message: t('people.removed', { name }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('people.notRemoved', { name }),
        message: errorMessage(error),
      });
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('people.title')}
      </Title>
      <QueryState
        query={people}
        errorTitle={t('people.loadError')}
        loading={<Skeleton height={40} />}
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('people.none')}
            </Text>
          ) : (
            <List listStyleType="none" spacing={4}>
              {list.map((person) => {
                const name =
                  `${person.firstName} ${person.lastName}`.trim() ||
                  t('people.unnamed', { id: person.id });
                return (
                  <List.Item key={person.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{name}</Text>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t('people.remove', { name })}
                        loading={remove.isPending && remove.variables.contactId === person.id}
                        onClick={() => void removePerson(person.id, name)}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </List.Item>
                );
              })}
            </List>
          )
        }
      </QueryState>
      <ContactPicker
        kind="people"
        label={t('people.add')}
        placeholder={t('people.search')}
        value=""
        clearAfterPick
        onChange={(id, name) => void addPerson(id, name)}
      />
    </Stack>
  );
}
