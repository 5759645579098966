import type { ComponentType } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { personQueries } from '../../api/people';
import { tagQueries } from '../../api/tags';
import { BackLink } from '../../components/BackLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { DetailSection } from '../../components/DetailSection';

/** How many records of each kind the tag page shows; the lists behind "all …" page through the rest. */
export const TAG_PAGE_SIZE = 50;

/** What the tag page hands a table of tagged records. */
export interface TaggedRowsTableProps<T> {
  rows: readonly T[];
  busy: boolean;
  labelledBy: string;
}

export interface TagDetailPageProps {
  /**
   * The contacts' own tables, handed in by the route (src/app composes features): the tag page
   * shows its rows exactly as the companies and people lists do.
   */
  CompaniesTable: ComponentType<TaggedRowsTableProps<Company>>;
  PeopleTable: ComponentType<TaggedRowsTableProps<Person>>;
}

/** `/tags/:name`: the companies and people carrying a tag (the lists' own `?tag=` search). */
export function TagDetailPage({ CompaniesTable, PeopleTable }: TagDetailPageProps) {
  const { name = '' } = useParams();
  const client = useApiClient();
  const tags = useQuery(tagQueries.list(client));
  const tag = tags.data?.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const companies = useQuery(companyQueries.list(client, { tag: name, limit: TAG_PAGE_SIZE }));
  const people = useQuery(personQueries.list(client, { tag: name, limit: TAG_PAGE_SIZE }));
  const listQuery = `?tag=${encodeURIComponent(name)}`;
  if (tags.isSuccess && tag === undefined) {
    return (
      <NotFoundMessage title="Tag not found" backTo="/tags" backLabel="All tags">
        {`No record carries a tag “${name}”: it may have been removed from the last one. Pick a tag from the list instead.`}
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="lg">
      <BackLink to="/tags">All tags</BackLink>
      <ScreenHeader
        title={`Tag “${name}”`}
        documentTitle={`Tag ${name}`}
        action={
          tag?.supertag === true ? (
            <Anchor component={Link} to={`/supertags/${encodeURIComponent(tag.name)}`}>
              <Badge variant="light" color="grape" tt="none" style={{ cursor: 'pointer' }}>
                SuperTag: see its fields and values
              </Badge>
            </Anchor>
          ) : undefined
        }
      />
      <DetailSection title="Companies">
        {(headingId) => (
          <QueryState
            query={companies}
            errorTitle="Could not load the tagged companies"
            loading={<TableSkeleton />}
            isEmpty={(rows) => rows.length === 0}
            empty={<Text c="dimmed">No company carries this tag. Tag one from its page.</Text>}
          >
            {(rows) => (
              <Stack gap="xs">
                <CompaniesTable rows={rows} busy={false} labelledBy={headingId} />
                {rows.length === TAG_PAGE_SIZE && (
                  <Anchor component={Link} to={`/companies${listQuery}`}>
                    All companies tagged “{name}”
                  </Anchor>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </DetailSection>
      <DetailSection title="People">
        {(headingId) => (
          <QueryState
            query={people}
            errorTitle="Could not load the tagged people"
            loading={<TableSkeleton />}
            isEmpty={(rows) => rows.length === 0}
            empty={<Text c="dimmed">Nobody carries this tag. Tag a person from their page.</Text>}
          >
            {(rows) => (
              <Stack gap="xs">
                <PeopleTable rows={rows} busy={false} labelledBy={headingId} />
                {rows.length === TAG_PAGE_SIZE && (
                  <Anchor component={Link} to={`/people${listQuery}`}>
                    All people tagged “{name}”
                  </Anchor>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </DetailSection>
    </Stack>
  );
}
