import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contactQueries } from '#api/contactRecords';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ContactCollection } from '#api/records';
import type { Affiliation } from '#xml/affiliation';
import { useT } from '#i18n/useT';
import { recordPageMessages } from './messages';
import { RelatedCard } from './RelatedCard';

/** The contacts the record is affiliated with (the API's affiliations), the first few and the rest on demand. */
export function AffiliationsCard({
  collection,
  id,
}: {
  collection: ContactCollection;
  id: number;
}) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const query = useQuery(contactQueries.affiliations(client, { collection, id }));
  return (
    <RelatedCard
      title={t('affiliations.title')}
      errorTitle={t('affiliations.error')}
      showAllText={(count) => t('affiliations.showAll', { number: count })}
      query={query}
      itemsOf={(affiliations) => affiliations}
      emptyText={t('affiliations.empty')}
    >
      {(affiliation) => (
        <List.Item key={`${affiliation.recordType}-${affiliation.recordId}-${affiliation.label}`}>
          <Group gap="xs">
            <RecordLink affiliation={affiliation} />
            {affiliation.label !== '' && (
              <Badge variant="light" color="gray" tt="none">
                {/* Our service (and the classic one) labels a person without a title "Employee". */}
                {affiliation.label === 'Employee' ? t('affiliations.employee') : affiliation.label}
              </Badge>
            )}
          </Group>
        </List.Item>
      )}
    </RelatedCard>
  );
}

/** Affiliations name a company or a person (or another kind, shown without a link). */
function RecordLink({ affiliation }: { affiliation: Affiliation }) {
  const t = useT(recordPageMessages);
  const { recordType: type, recordId: id, recordName: name } = affiliation;
  const path = /company/i.test(type)
    ? `/companies/${id}`
    : /person/i.test(type)
      ? `/people/${id}`
      : null;
  const text = name === '' ? t('affiliations.unnamed', { type, id }) : name;
  return path === null ? (
    <Text size="sm">{text}</Text>
  ) : (
    <Anchor component={Link} to={path} size="sm">
      {text}
    </Anchor>
  );
}
