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
import { useT } from '#i18n/useT';
import { fieldTypeLabel } from './fieldTypeLabel';
import { superTagMessages } from './messages';

/**
 * SuperTag definitions with their fields. Administrators on our service define and change them
 * (the account extension); the classic API itself cannot, so others only read them here.
 */
export function SuperTagsListPage() {
  const t = useT(superTagMessages);
  const client = useApiClient();
  const query = useQuery(superTagQueries.definitions(client));
  const administrator = useIsAccountAdministrator();
  const settings = useQuery({ ...accountQueries.superTags(client), enabled: administrator });
  const idOf = (name: string) => settings.data?.find((tag) => tag.name === name)?.id;
  return (
    <Stack gap="md">
      <ScreenHeader
        title={t('list.title')}
        action={
          administrator && (
            <Button component={Link} to="/supertag-settings/new">
              {t('list.new')}
            </Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {administrator ? t('list.introAdministrator') : t('list.introMember')}
      </Text>
      <QueryState
        query={query}
        errorTitle={t('list.loadFailed')}
        loading={<TableSkeleton rows={3} />}
        isEmpty={(definitions) => definitions.length === 0}
        empty={
          <ListEmptyState
            nothingYet={{
              title: t('list.nothingYet'),
              description: administrator ? t('list.emptyAdministrator') : t('list.emptyMember'),
            }}
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
  const t = useT(superTagMessages);
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t('card.label', { name: definition.name })}
    >
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
            aria-label={t('card.editLabel', { name: definition.name })}
          >
            {t('card.edit')}
          </Button>
        )}
      </Group>
      {definition.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.noFields')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {definition.fields.map((field, index) => (
            <List.Item key={`${field.name}-${index}`}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {field.name === '' ? t('unnamedField') : field.name}
                </Text>
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {fieldTypeLabel(t, field.type)}
                </Badge>
              </Group>
              {field.options.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('card.options', {
                    options: field.options
                      .map((option) => (option === '' ? t('emptyOption') : option))
                      .join(', '),
                  })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
