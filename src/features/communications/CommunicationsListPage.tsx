import { useId } from 'react';
import { Badge, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../api/communications';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { COMMUNICATION_TYPES, type Communication, type CommunicationType } from '../../api/xml/communication';
import { formatDateTime } from '../../components/formatDate';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../components/useListParams';

const COMMUNICATION_FILTERS = ['ctype'] as const;

const TYPE_LABELS: Readonly<Record<CommunicationType, string>> = { email: 'E-mail', note: 'Note', phone: 'Phone', chat: 'Chat' };

function asType(text: string): CommunicationType | undefined {
  return COMMUNICATION_TYPES.find((type) => type === text);
}

/** Communications, filterable by type, paged; state in the URL (`?ctype=email&offset=20`). */
export function CommunicationsListPage() {
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(COMMUNICATION_FILTERS);
  const ctype = asType(filters.ctype);
  const query = useQuery({
    ...communicationQueries.list(client, { ctype, offset, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="Communications" headingId={headingId} />
      <NativeSelect
        label="Type"
        maw={240}
        value={ctype ?? ''}
        data={[{ value: '', label: 'All types' }, ...COMMUNICATION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))]}
        onChange={(event) => setFilter('ctype', event.currentTarget.value)}
      />
      <QueryState
        query={query}
        errorTitle="Could not load communications"
        loading={<TableSkeleton />}
        isEmpty={(communications) => communications.length === 0}
        empty={
          <ListEmptyState
            noun="communications"
            offset={offset}
            filterDescription={ctype === undefined ? undefined : `of type ${TYPE_LABELS[ctype]}`}
            onClearFilters={() => setFilter('ctype', '')}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="E-mails, notes, calls and chats are added through the CRM service; they will show up here."
          />
        }
      >
        {(communications) => (
          <Stack gap="sm">
            <CommunicationsTable communications={communications} busy={query.isPlaceholderData} labelledBy={headingId} />
            <OffsetPager offset={offset} limit={limit} count={communications.length} noun="communications" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CommunicationsTable({ communications, busy, labelledBy }: { communications: readonly Communication[]; busy: boolean; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Subject</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Date
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              Body
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {communications.map((communication) => (
            <Table.Tr key={communication.id}>
              <Table.Th scope="row" fw={500}>
                {communication.subject === '' ? `Communication #${communication.id}` : communication.subject}
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color="gray" tt="none">
                  {communication.ctype}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {communication.date !== null && (
                  <Text size="sm" component="time" dateTime={communication.date}>
                    {formatDateTime(communication.date)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="md" maw={420}>
                <Text size="sm" lineClamp={2}>
                  {communication.body}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
