import { useId, useState } from 'react';
import { Anchor, Badge, Button, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useSearchParamsUpdate } from '../../components/useSearchParamsUpdate';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../api/communications';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { COMMUNICATION_TYPES, type Communication, type CommunicationType } from '../../api/xml/communication';
import { formatDateTime } from '../../components/formatDate';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { PhoneFilters, useIsPhone } from '../../components/PhoneFilters';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../components/useListParams';
import { ContactKindPicker } from '../../components/ContactKindPicker';
import { NAME_CELL_LINK_PROPS } from '../../components/nameCellLink';
import { CommunicationFormModal, TYPE_LABELS } from './CommunicationFormModal';

const COMMUNICATION_FILTERS = ['ctype', 'contact', 'createdSince', 'createdBefore', 'updatedSince', 'updatedBefore'] as const;

/** A `YYYY-MM-DD` filter as the start of that day in the reader's time zone; undefined when blank or unreadable. */
function dayStart(text: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return day === null ? undefined : new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function asType(text: string): CommunicationType | undefined {
  return COMMUNICATION_TYPES.find((type) => type === text);
}

/** Communications, filtered by type, contact and date ranges, paged; state in the URL (`?ctype=email&createdSince=2026-01-01&offset=20`). */
export function CommunicationsListPage() {
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(COMMUNICATION_FILTERS);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const ctype = asType(filters.ctype);
  const contactId = /^\d{1,15}$/.test(filters.contact) ? Number(filters.contact) : undefined;
  // "Before" a day means before that day ends: the range includes the day picked.
  const endOf = (text: string) => {
    const start = dayStart(text);
    return start === undefined ? undefined : new Date(Date.parse(start) + 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  };
  const search = {
    ctype,
    contactId,
    createdSince: dayStart(filters.createdSince),
    createdBefore: endOf(filters.createdBefore),
    updatedSince: dayStart(filters.updatedSince),
    updatedBefore: endOf(filters.updatedBefore),
    offset,
    limit,
  };
  const filtered = ctype !== undefined || contactId !== undefined || [filters.createdSince, filters.createdBefore, filters.updatedSince, filters.updatedBefore].some((f) => f !== '');
  const query = useQuery({
    ...communicationQueries.list(client, search),
    placeholderData: keepPreviousData,
  });
  const [, setSearchParams] = useSearchParamsUpdate();
  // One URL change for all filters (several setFilter calls in a row would each start from the same URL).
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });
  const isPhone = useIsPhone();
  const filterInputs = (
    <>
      <NativeSelect
        label="Type"
        value={ctype ?? ''}
        data={[{ value: '', label: 'All types' }, ...COMMUNICATION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))]}
        onChange={(event) => setFilter('ctype', event.currentTarget.value)}
      />
      <TextInput type="date" label="Created from" value={filters.createdSince} onChange={(event) => setFilter('createdSince', event.currentTarget.value)} />
      <TextInput type="date" label="Created until" value={filters.createdBefore} onChange={(event) => setFilter('createdBefore', event.currentTarget.value)} />
      <TextInput type="date" label="Updated from" value={filters.updatedSince} onChange={(event) => setFilter('updatedSince', event.currentTarget.value)} />
      <TextInput type="date" label="Updated until" value={filters.updatedBefore} onChange={(event) => setFilter('updatedBefore', event.currentTarget.value)} />
      {/* The API's contact_id takes a person or a company. */}
      <ContactKindPicker kindLabel="Contact kind" label="Contact" value={filters.contact} onChange={(id) => setFilter('contact', id)} />
    </>
  );
  return (
    <Stack gap="md">
      <ScreenHeader
        title="Communications"
        headingId={headingId}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            New communication
          </Button>
        }
      />
      {isPhone ? (
        <PhoneFilters
          folded={filterInputs}
          inUse={COMMUNICATION_FILTERS.filter((key) => filters[key] !== '').length}
          clear={
            filtered && (
              <Button variant="default" onClick={clearFilters}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} maw={900} role="search" aria-label="Filters">
          {filterInputs}
        </SimpleGrid>
      )}
      <QueryState
        query={query}
        errorTitle="Could not load communications"
        loading={<TableSkeleton />}
        isEmpty={(communications) => communications.length === 0}
        empty={
          <ListEmptyState
            noun="communications"
            offset={offset}
            filterDescription={filtered ? 'match these filters' : undefined}
            onClearFilters={clearFilters}
            clearLabel="Clear the filters"
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Record an e-mail, note, call or chat with “New communication”."
            nothingYetAction={<Button onClick={() => setCreating(true)}>New communication</Button>}
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
      <CommunicationFormModal opened={creating} editing={null} onClose={() => setCreating(false)} onCreated={(id) => void navigate(`/communications/${id}`)} />
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
                <Anchor component={Link} to={`/communications/${communication.id}`} {...NAME_CELL_LINK_PROPS}>
                  {communication.subject === '' ? `Communication #${communication.id}` : communication.subject}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color="gray" tt="none" miw="max-content">
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
