import { useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { accountQueries, useChangeAccountUser, useResetAccountUserToken } from '#api/account';
import { useT } from '#i18n/useT';
import type { AccountUser } from '#xml/account';
import { AccountSettingsGate } from '../../components/AccountSettingsGate';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { AddColleagueForm, roleOf, roleOptions } from './AddColleagueForm';
import { accountMessages } from './messages';
import { LazyMount } from '../../components/lazy/LazyMount';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The token's dialog (Mantine's Modal family) loads when a token is first shown.
const TokenDialog = lazyNamed(() => import('./TokenDialog'), 'TokenDialog');

/** The account's users for its administrators: add a colleague, change a role, deactivate, reset a token. */
export function UsersPage() {
  const t = useT(accountMessages);
  const [shownToken, setShownToken] = useState<AccountUser | null>(null);
  return (
    <Stack gap="md">
      <ScreenHeader title={t('users.title')} />
      <AccountSettingsGate>
        {() => (
          <>
            <Text c="dimmed" size="sm">
              {t('users.intro')}
            </Text>
            <AddColleagueForm onAdded={setShownToken} />
            <UsersTable onToken={setShownToken} />
          </>
        )}
      </AccountSettingsGate>
      <LazyMount when={shownToken !== null}>
        {(ready) => (
          <TokenDialog user={ready ? shownToken : null} onClose={() => setShownToken(null)} />
        )}
      </LazyMount>
    </Stack>
  );
}

function UsersTable({ onToken }: { onToken: (user: AccountUser) => void }) {
  const t = useT(accountMessages);
  const query = useQuery(accountQueries.users(useApiClient()));
  const change = useChangeAccountUser();
  const reset = useResetAccountUserToken();
  const error = change.error ?? reset.error;
  return (
    <QueryState
      query={query}
      errorTitle={t('users.loadFailed')}
      loading={<TableSkeleton rows={3} />}
    >
      {(users) => (
        <Stack gap="sm">
          {error !== null && (
            <Alert color="red" title={t('users.changeRefused')}>
              {error.message}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label={t('users.table')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th>{t('users.role')}</Table.Th>
                  <Table.Th>{t('users.access')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={500}>
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('users.roleOf', { name: user.name })}
                        size="xs"
                        w={140}
                        data={roleOptions(t)}
                        value={user.role}
                        onChange={(event) =>
                          change.mutate({
                            id: user.id,
                            change: { role: roleOf(event.currentTarget.value) },
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        {!user.active && (
                          <Badge color="gray" variant="light">
                            {t('users.deactivated')}
                          </Badge>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            change.mutate({ id: user.id, change: { active: !user.active } })
                          }
                          aria-label={t(
                            user.active ? 'users.deactivateUser' : 'users.activateUser',
                            {
                              name: user.name,
                            },
                          )}
                        >
                          {user.active ? t('users.deactivate') : t('users.activate')}
                        </Button>
                        {user.active && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('users.resetTokenOf', { name: user.name })}
                            onClick={() => reset.mutate(user.id, { onSuccess: onToken })}
                          >
                            {t('users.resetToken')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </QueryState>
  );
}
