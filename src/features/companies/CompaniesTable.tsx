import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Company } from '../../api/xml/company';
import { formatDate } from '../../components/formatDate';
import { TagChips } from '../../components/TagChips';
import { SortableHeader, type SortControl } from './SortableHeader';
import { SelectAllHeader, SelectRowCell, type TableSelection } from './SelectionCells';

/** One row per company; the name links to its detail screen. Narrow screens keep name and tags. */
export interface CompaniesTableProps {
  rows: readonly Company[];
  /** A newer page is loading: the rows shown are the previous ones. */
  busy: boolean;
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** Checkbox column for bulk actions; none when omitted. */
  selection?: TableSelection;
  /** Sortable Name and Updated headers; plain headers when omitted. */
  sortControl?: SortControl;
}

export function CompaniesTable({ rows: companies, busy, labelledBy, selection, sortControl }: CompaniesTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {selection && <SelectAllHeader selection={selection} ids={companies.map((c) => c.id)} noun="companies" />}
            <SortableHeader sortKey="name" control={sortControl}>
              Name
            </SortableHeader>
            <Table.Th scope="col" visibleFrom="sm">
              Notes
            </Table.Th>
            <Table.Th scope="col">Tags</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              Location
            </Table.Th>
            <SortableHeader sortKey="updated_at" control={sortControl} visibleFrom="sm">
              Updated
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.id} aria-selected={selection ? selection.selected.has(company.id) : undefined}>
              {selection && <SelectRowCell selection={selection} id={company.id} label={companyLabel(company)} />}
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/companies/${company.id}`}>
                  {companyLabel(company)}
                </Anchor>
              </Table.Th>
              <Table.Td visibleFrom="sm" maw={360}>
                <Text size="sm" lineClamp={2}>
                  {company.notes}
                </Text>
              </Table.Td>
              <Table.Td>
                <TagChips tags={company.tags} />
              </Table.Td>
              <Table.Td visibleFrom="md">{primaryPlace(company)}</Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" component="time" dateTime={company.updatedAt}>
                  {formatDate(company.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function companyLabel(company: Company): string {
  return company.name === '' ? `Company #${company.id}` : company.name;
}

/** "City, Country" of the primary location (or the first one). */
function primaryPlace(company: Company): string {
  const location = company.locations.find((l) => l.primary) ?? company.locations[0];
  if (location === undefined) return '';
  return [location.city, location.country].filter((part) => part.trim() !== '').join(', ');
}
