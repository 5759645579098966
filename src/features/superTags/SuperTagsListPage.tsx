import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { accountQueries, useIsAccountAdministrator } from '#api/account';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { superTagQueries } from '../../api/superTags';
import type { SuperTagDefinition } from '#xml/superTag';
import { ListEmptyState } from '../../components/ListEmptyState';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';

/**
 * SuperTag definitions with their fields. Administrators on our service define and change them
 * (the account extension); the classic API itself cannot, so others only read them here.
 */
export function SuperTagsListPage() {
  const client = useApiClient();
  const query = useQuery(superTagQueries.definitions(client));
  const administrator = useIsAccountAdministrator();
  const settings = useQuery({ ...accountQueries.superTags(client), enabled: administrator });
  const idOf = (name: string) => settings.data?.find((t) => t.name === name)?.id;
  return (
    <Stack gap="md">
      <ScreenHeader
        title="SuperTags"
        action={
          administrator && (
            <Button component={Link} to="/supertag-settings/new">
              New SuperTag
            </Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        SuperTags are tags with fields. Open one to see the records carrying it and edit their
        values.{' '}
        {administrator
          ? 'As an administrator you define them here.'
          : 'The account’s administrators define them.'}
      </Text>
      <QueryState
        query={query}
        errorTitle="Could not load SuperTags"
        loading={<TableSkeleton rows={3} />}
        isEmpty={(definitions) => definitions.length === 0}
        empty={
          <ListEmptyState
            noun="SuperTags"
            offset={0}
            nothingYetHint={
              administrator
                ? 'Define the first one with New SuperTag.'
                : 'The account’s administrators define SuperTags; ask one of them.'
            }
          />
        }
      >
        {(definitions) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {definitions.map((definition) => (
              <SuperTagCard
                key={definition.name}
                definition={definition}
                settingsId={idOf(definition.name)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function SuperTagCard({
  definition,
  settingsId,
}: {
  definition: SuperTagDefinition;
  /** Set for administrators: where to edit the definition. */
  settingsId: number | undefined;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={`SuperTag ${definition.name}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <Anchor component={Link} to={`/supertags/${encodeURIComponent(definition.name)}`} inherit>
            {definition.name}
          </Anchor>
        </Title>
        {settingsId !== undefined && (
          <Button
            component={Link}
            to={`/supertag-settings/${settingsId}`}
            size="xs"
            variant="default"
            aria-label={`Edit ${definition.name}`}
          >
            Edit
          </Button>
        )}
      </Group>
      {definition.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fields.
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {definition.fields.map((field, index) => (
            <List.Item key={`${field.name}-${index}`}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {field.name === '' ? 'Unnamed field' : field.name}
                </Text>
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {field.type}
                </Badge>
              </Group>
              {field.options.length > 0 && (
                <Text size="xs" c="dimmed">
                  Options:{' '}
                  {field.options.map((option) => (option === '' ? '(empty)' : option)).join(', ')}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
