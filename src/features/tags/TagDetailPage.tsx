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
import { useT } from '#i18n/useT';
import { tagMessages } from './messages';

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
  const t = useT(tagMessages);
  const { name = '' } = useParams();
  const client = useApiClient();
  const tags = useQuery(tagQueries.list(client));
  const tag = tags.data?.find((found) => found.name.toLowerCase() === name.toLowerCase());
  const companies = useQuery(companyQueries.list(client, { tag: name, limit: TAG_PAGE_SIZE }));
  const people = useQuery(personQueries.list(client, { tag: name, limit: TAG_PAGE_SIZE }));
  const listQuery = `?tag=${encodeURIComponent(name)}`;
  if (tags.isSuccess && tag === undefined) {
    return (
      <NotFoundMessage title={t('detail.notFound')} backTo="/tags" backLabel={t('detail.allTags')}>
        {t('detail.notFoundText', { name })}
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="lg">
      <BackLink to="/tags">{t('detail.allTags')}</BackLink>
      <ScreenHeader
        title={t('detail.title', { name })}
        documentTitle={t('detail.documentTitle', { name })}
        action={
          tag?.supertag === true ? (
            <Anchor component={Link} to={`/supertags/${encodeURIComponent(tag.name)}`}>
              <Badge variant="light" color="grape" tt="none" style={{ cursor: 'pointer' }}>
                {t('detail.superTag')}
              </Badge>
            </Anchor>
          ) : undefined
        }
      />
      <DetailSection title={t('detail.companies')}>
        {(headingId) => (
          <QueryState
            query={companies}
            errorTitle={t('detail.companiesError')}
            loading={<TableSkeleton />}
            isEmpty={(rows) => rows.length === 0}
            empty={<Text c="dimmed">{t('detail.noCompanies')}</Text>}
          >
            {(rows) => (
              <Stack gap="xs">
                <CompaniesTable rows={rows} busy={false} labelledBy={headingId} />
                {rows.length === TAG_PAGE_SIZE && (
                  <Anchor component={Link} to={`/companies${listQuery}`}>
                    {t('detail.allCompanies', { name })}
                  </Anchor>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </DetailSection>
      <DetailSection title={t('detail.people')}>
        {(headingId) => (
          <QueryState
            query={people}
            errorTitle={t('detail.peopleError')}
            loading={<TableSkeleton />}
            isEmpty={(rows) => rows.length === 0}
            empty={<Text c="dimmed">{t('detail.noPeople')}</Text>}
          >
            {(rows) => (
              <Stack gap="xs">
                <PeopleTable rows={rows} busy={false} labelledBy={headingId} />
                {rows.length === TAG_PAGE_SIZE && (
                  <Anchor component={Link} to={`/people${listQuery}`}>
                    {t('detail.allPeople', { name })}
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
