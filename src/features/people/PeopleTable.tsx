import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Person } from '../../api/xml/person';
import { formatDate } from '../../components/formatDate';
import { TagChips } from '../../components/TagChips';
import { SortableHeader, type SortControl } from '../companies/SortableHeader';
import { SelectAllHeader, SelectRowCell, type TableSelection } from '../companies/SelectionCells';
import { personTitle } from './useDeletePersonWithUndo';

export interface PeopleTableProps {
  rows: readonly Person[];
  /** A newer page is loading: the rows shown are the previous ones. */
  busy: boolean;
  labelledBy: string;
  /** Checkbox column for bulk actions; none when omitted. */
  selection?: TableSelection;
  /** Sortable Name and Updated headers; plain headers when omitted. */
  sortControl?: SortControl;
}

/** One row per person; the name opens the person, the company opens the company. */
export function PeopleTable({ rows: people, busy, labelledBy, selection, sortControl }: PeopleTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {selection && <SelectAllHeader selection={selection} ids={people.map((p) => p.id)} noun="people" />}
            <SortableHeader sortKey="name" control={sortControl}>
              Name
            </SortableHeader>
            <Table.Th scope="col" visibleFrom="sm">
              Title
            </Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              Tags
            </Table.Th>
            <SortableHeader sortKey="updated_at" control={sortControl} visibleFrom="sm">
              Updated
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id} aria-selected={selection ? selection.selected.has(person.id) : undefined}>
              {selection && <SelectRowCell selection={selection} id={person.id} label={personTitle(person)} />}
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/people/${person.id}`}>
                  {personTitle(person)}
                </Anchor>
              </Table.Th>
              <Table.Td visibleFrom="sm">{person.title}</Table.Td>
              <Table.Td>
                {person.companyId === null ? null : (
                  <Anchor component={Link} to={`/companies/${person.companyId}`} size="sm">
                    {person.company === '' ? `Company #${person.companyId}` : person.company}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td visibleFrom="md">
                <TagChips tags={person.tags} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" component="time" dateTime={person.updatedAt}>
                  {formatDate(person.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
