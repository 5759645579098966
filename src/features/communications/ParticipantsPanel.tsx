import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  communicationQueries,
  useAddParticipant,
  useRemoveParticipant,
} from '../../api/communications';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { PARTICIPANT_ROLES, parseParticipantRole, type ParticipantRole } from '#xml/participant';
import { ContactLink } from '../../components/ContactLink';
import { DetailSection } from '../../components/DetailSection';
import { errorMessage } from '../../lib/errorMessage';
import { QueryState } from '../../components/QueryState';
import { ContactKindPicker } from '../../components/ContactKindPicker';
import { byRoleThenName } from './participantOrder';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';

const ROLE_LABELS = {
  from: 'participants.from',
  to: 'participants.to',
  cc: 'participants.cc',
  bcc: 'participants.bcc',
} as const satisfies Readonly<Record<ParticipantRole, string>>;

/** A communication's participants: filter by role, add a person or company with a role, remove. */
export function ParticipantsPanel({ communicationId }: { communicationId: number }) {
  const t = useT(communicationMessages);
  const client = useApiClient();
  const [roleFilter, setRoleFilter] = useState<ParticipantRole | 'all'>('all');
  const query = useQuery({
    ...communicationQueries.participants(client, {
      id: communicationId,
      role: roleFilter === 'all' ? undefined : roleFilter,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useRemoveParticipant();

  return (
    <DetailSection title={t('participants.title')}>
      {(headingId) => (
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('participants.showRole')}
            value={roleFilter}
            onChange={(value) => setRoleFilter(parseParticipantRole(value) ?? 'all')}
            data={[
              { value: 'all', label: t('participants.all') },
              ...PARTICIPANT_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) })),
            ]}
            size="xs"
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
          <QueryState
            query={query}
            errorTitle={t('participants.loadError')}
            loading={<Skeleton height={80} />}
            isEmpty={(list) => list.length === 0}
            empty={
              <Text size="sm" c="dimmed">
                {roleFilter === 'all'
                  ? t('participants.none')
                  : t('participants.noneWithRole', { role: t(ROLE_LABELS[roleFilter]) })}
              </Text>
            }
          >
            {(participants) => (
              <Table.ScrollContainer minWidth={240}>
                <Table
                  aria-labelledby={headingId}
                  verticalSpacing="xs"
                  style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('participants.name')}</Table.Th>
                      <Table.Th scope="col">{t('participants.role')}</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>{t('participants.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {byRoleThenName(participants).map((p) => (
                      <Table.Tr key={`${p.contactId}-${p.role}`}>
                        <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {/* People and companies share one id space: the link finds which one this is. */}
                          <ContactLink
                            contact={{ id: p.contactId, name: p.name === '' ? undefined : p.name }}
                          />
                        </Table.Th>
                        <Table.Td>
                          <Badge variant="light" tt="none" miw="max-content">
                            {t(ROLE_LABELS[parseParticipantRole(p.role) ?? 'to'])}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('participants.remove', { name: p.name, role: p.role })}
                            loading={
                              remove.isPending &&
                              remove.variables?.contactId === p.contactId &&
                              remove.variables.role === p.role
                            }
                            onClick={() =>
                              remove.mutate(
                                {
                                  id: communicationId,
                                  contactId: p.contactId,
                                  role: parseParticipantRole(p.role) ?? 'to',
                                },
                                {
                                  onError: (error) =>
                                    notifications.show({
                                      color: 'red',
                                      title: t('participants.notRemoved', { name: p.name }),
                                      message: errorMessage(error),
                                    }),
                                },
                              )
                            }
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryState>
          <AddParticipantForm communicationId={communicationId} />
        </Stack>
      )}
    </DetailSection>
  );
}

function AddParticipantForm({ communicationId }: { communicationId: number }) {
  const t = useT(communicationMessages);
  const [contactId, setContactId] = useState('');
  const [role, setRole] = useState<ParticipantRole>('to');
  const add = useAddParticipant();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (contactId === '') return;
    try {
      await add.mutateAsync({ id: communicationId, contactId: Number(contactId), role });
      setContactId('');
    } catch {
      // Shown from `add.error`.
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('participants.addForm')}
      noValidate
    >
      <Stack gap="xs">
        {add.isError && (
          <Alert role="alert" color="red" variant="light" title={t('participants.notAdded')}>
            {errorMessage(add.error)}
          </Alert>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 16rem', minWidth: 0, maxWidth: 440 }}>
            <ContactKindPicker
              kindLabel={t('participants.addA')}
              label={(kind) =>
                kind === 'people' ? t('participants.person') : t('participants.company')
              }
              value={contactId}
              onChange={setContactId}
            />
          </div>
          <NativeSelect
            label={t('participants.role')}
            value={role}
            data={PARTICIPANT_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            onChange={(event) => setRole(parseParticipantRole(event.currentTarget.value) ?? 'to')}
          />
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            loading={add.isPending}
            disabled={contactId === ''}
          >
            {t('participants.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
