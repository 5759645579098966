import { useId, useState } from 'react';
import { Anchor, Badge, Stack, Table, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { tagQueries } from '../../api/tags';
import type { Tag } from '#xml/tag';
import { ListEmptyState } from '../../components/ListEmptyState';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { nameCellLinkProps } from '../../lib/nameCellLink';
import { useT } from '#i18n/useT';
import { tagMessages } from './messages';

/** Every tag of the account (the API lists them whole), SuperTags marked, with a filter over the loaded names; a name opens its records. */
export function TagsListPage() {
  const t = useT(tagMessages);
  const client = useApiClient();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const query = useQuery({ ...tagQueries.list(client), select: sortByName });
  const needle = filter.trim().toLowerCase();
  return (
    <Stack gap="md">
      <ScreenHeader title={t('list.title')} headingId={headingId} />
      <TextInput
        type="search"
        label={t('list.filter')}
        maw={360}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <QueryState
        query={query}
        errorTitle={t('list.loadError')}
        loading={<TableSkeleton />}
        isEmpty={(tags) => tags.length === 0}
        empty={
          <ListEmptyState
            nothingYet={{ title: t('empty.nothingYet'), description: t('list.nothingYet') }}
          />
        }
      >
        {(tags) => {
          const shown =
            needle === '' ? tags : tags.filter((tag) => tag.name.toLowerCase().includes(needle));
          if (shown.length === 0) {
            return (
              <ListEmptyState
                noMatch={{
                  title: t('empty.noMatch', { filter: filter.trim() }),
                  description: t('empty.noMatchHint'),
                  clearLabel: t('list.showAll'),
                  onClear: () => setFilter(''),
                }}
                nothingYet={{ title: t('empty.nothingYet'), description: t('list.nothingYet') }}
              />
            );
          }
          return <TagsTable tags={shown} labelledBy={headingId} />;
        }}
      </QueryState>
    </Stack>
  );
}

function sortByName(tags: Tag[]): Tag[] {
  return [...tags].sort((a, b) => a.name.localeCompare(b.name));
}

function TagsTable({ tags, labelledBy }: { tags: readonly Tag[]; labelledBy: string }) {
  const t = useT(tagMessages);
  return (
    <Table striped verticalSpacing="xs" aria-labelledby={labelledBy} maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.name')}</Table.Th>
          <Table.Th scope="col">{t('list.kind')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.id}>
            <Table.Th scope="row" fw={500}>
              <Anchor
                component={Link}
                to={`/tags/${encodeURIComponent(tag.name)}`}
                {...nameCellLinkProps(tag.name)}
              >
                {tag.name}
              </Anchor>
            </Table.Th>
            <Table.Td>
              <Badge variant="light" color={tag.supertag ? 'grape' : 'gray'} tt="none">
                {tag.supertag ? t('list.kindSuperTag') : t('list.kindTag')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
