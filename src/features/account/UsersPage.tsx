import { useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { accountQueries, useChangeAccountUser, useResetAccountUserToken } from '#api/account';
import { USER_ROLES, type AccountUser } from '#xml/account';
import { AccountSettingsGate } from '../../components/AccountSettingsGate';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { AddColleagueForm, roleLabel } from './AddColleagueForm';
import { TokenDialog } from './TokenDialog';

/** The account's users for its administrators: add a colleague, change a role, deactivate, reset a token. */
export function UsersPage() {
  const [shownToken, setShownToken] = useState<AccountUser | null>(null);
  return (
    <Stack gap="md">
      <ScreenHeader title="Users" />
      <AccountSettingsGate>
        {() => (
          <>
            <Text c="dimmed" size="sm">
              Everyone with access to this account. A deactivated user’s token stops working at
              once; their records keep their name. Administrators also manage users and SuperTags.
            </Text>
            <AddColleagueForm onAdded={setShownToken} />
            <UsersTable onToken={setShownToken} />
          </>
        )}
      </AccountSettingsGate>
      <TokenDialog user={shownToken} onClose={() => setShownToken(null)} />
    </Stack>
  );
}

function UsersTable({ onToken }: { onToken: (user: AccountUser) => void }) {
  const query = useQuery(accountQueries.users(useApiClient()));
  const change = useChangeAccountUser();
  const reset = useResetAccountUserToken();
  const error = change.error ?? reset.error;
  return (
    <QueryState
      query={query}
      errorTitle="Could not load the users"
      loading={<TableSkeleton rows={3} />}
    >
      {(users) => (
        <Stack gap="sm">
          {error !== null && (
            <Alert color="red" title="The change was refused">
              {error.message}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label="Users" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Access</Table.Th>
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
                      <Select
                        aria-label={`Role of ${user.name}`}
                        size="xs"
                        w={140}
                        allowDeselect={false}
                        data={USER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
                        value={user.role}
                        onChange={(value) =>
                          value !== null && change.mutate({ id: user.id, change: { role: value } })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        {!user.active && (
                          <Badge color="gray" variant="light">
                            Deactivated
                          </Badge>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            change.mutate({ id: user.id, change: { active: !user.active } })
                          }
                          aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.name}`}
                        >
                          {user.active ? 'Deactivate' : 'Activate'}
                        </Button>
                        {user.active && (
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Reset the token of ${user.name}`}
                            onClick={() => reset.mutate(user.id, { onSuccess: onToken })}
                          >
                            Reset token
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
