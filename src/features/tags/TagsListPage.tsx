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

/** Every tag of the account (the API lists them whole), SuperTags marked, with a filter over the loaded names; a name opens its records. */
export function TagsListPage() {
  const client = useApiClient();
  const headingId = useId();
  const [filter, setFilter] = useState('');
  const query = useQuery({ ...tagQueries.list(client), select: sortByName });
  const needle = filter.trim().toLowerCase();
  return (
    <Stack gap="md">
      <ScreenHeader title="Tags" headingId={headingId} />
      <TextInput
        type="search"
        label="Filter tags"
        maw={360}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <QueryState
        query={query}
        errorTitle="Could not load tags"
        loading={<TableSkeleton />}
        isEmpty={(tags) => tags.length === 0}
        empty={
          <ListEmptyState
            noun="tags"
            offset={0}
            nothingYetHint="Tag a company or person from its page, or several at once from the companies or people list; their tags are listed here."
          />
        }
      >
        {(tags) => {
          const shown =
            needle === '' ? tags : tags.filter((tag) => tag.name.toLowerCase().includes(needle));
          if (shown.length === 0) {
            return (
              <ListEmptyState
                noun="tags"
                offset={0}
                filterDescription={`contain “${filter.trim()}”`}
                clearLabel="Show all tags"
                onClearFilters={() => setFilter('')}
                nothingYetHint=""
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
  return (
    <Table striped verticalSpacing="xs" aria-labelledby={labelledBy} maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Kind</Table.Th>
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
                {tag.supertag ? 'SuperTag' : 'Tag'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
