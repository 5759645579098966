import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { superTagQueries } from '../../api/superTags';
import type { SuperTagDefinition } from '#xml/superTag';
import { ListEmptyState } from '../../components/ListEmptyState';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';

/** SuperTag definitions with their fields (read only: the API cannot create or change them). */
export function SuperTagsListPage() {
  const client = useApiClient();
  const query = useQuery(superTagQueries.definitions(client));
  return (
    <Stack gap="md">
      <ScreenHeader title="SuperTags" />
      <Text c="dimmed" size="sm">
        SuperTags are tags with fields. Their definitions come from the service’s admin commands.
        Open one to see the records carrying it and edit their values.
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
            nothingYetHint="Define SuperTags with the service’s admin commands (npm run admin); they will show up here."
          />
        }
      >
        {(definitions) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {definitions.map((definition) => (
              <SuperTagCard key={definition.name} definition={definition} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function SuperTagCard({ definition }: { definition: SuperTagDefinition }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={`SuperTag ${definition.name}`}>
      <Title order={2} size="h4" mb="xs">
        <Anchor component={Link} to={`/supertags/${encodeURIComponent(definition.name)}`} inherit>
          {definition.name}
        </Anchor>
      </Title>
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
