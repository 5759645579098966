import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import type { ReactNode } from 'react';
import { Anchor, Box, Table, Text } from '@mantine/core';
import type { Location } from '#xml/location';
import { Link } from 'react-router';
import { ChangedBadge } from '../../components/ChangedBadge';
import { formatDate } from '../../lib/formatDate';
import { nameCellLinkProps } from '../../lib/nameCellLink';
import { SortableHeader, type SortControl } from './SortableHeader';
import { SelectAllHeader, SelectRowCell, type TableSelection } from './SelectionCells';
import { ListTable } from '#components/ListTable';
import { HydrateLater } from '#components/takeOver/HydrateLater';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { EmailLink } from './links/EmailLink';
import { PhoneLink } from './links/PhoneLink';
import { primaryContactDetails } from './recordPage/primaryContactDetails';

/** The props every contact table takes (the list page and the tag page render them). */
export interface ContactTableProps<T> {
  rows: readonly T[];
  /** A newer page is loading: the rows shown are the previous ones. */
  busy: boolean;
  /** Id of the heading that names the table. */
  labelledBy: string;
  /** Checkbox column for bulk actions; none when omitted. */
  selection?: TableSelection;
  /** Sortable Name and Updated headers; plain headers when omitted. */
  sortControl?: SortControl;
  /** Ids changed by someone else since the last visit: marked "Changed". */
  changed?: ReadonlySet<number>;
  /**
   * E-mail and Phone columns, from the locations the list document already carries (the primary
   * one first): no request per row. A phone shows them under the name instead, so nothing widens.
   */
  contactDetails?: boolean;
}

/** A column between Name and Updated. */
export interface ContactColumn<T> {
  header: string;
  /** Hidden below this breakpoint, so a phone keeps the name and the tags. */
  visibleFrom?: 'sm' | 'md';
  cell: (row: T) => ReactNode;
}

export interface ContactTableKind<T> {
  /** "companies": the select-all checkbox's label. */
  noun: string;
  titleOf: (row: T) => string;
  pathOf: (id: number) => string;
  columns: readonly ContactColumn<T>[];
}

/**
 * One row per company or person: the name (a row header linking to the record), the kind's own
 * columns, the last update. The previous page stays dimmed while the next one loads.
 */
export function ContactsTable<
  T extends { id: number; updatedAt: string; locations: readonly Location[] },
>({
  kind,
  rows,
  busy,
  labelledBy,
  selection,
  sortControl,
  changed,
  contactDetails = false,
}: ContactTableProps<T> & { kind: ContactTableKind<T> }) {
  const t = useT(contactsMessages);
  return (
    <ListTable labelledBy={labelledBy} busy={busy} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <SelectAllHeader
              selection={selection}
              ids={rows.map((row) => row.id)}
              noun={kind.noun}
            />
          )}
          <SortableHeader sortKey="name" control={sortControl}>
            {t('table.name')}
          </SortableHeader>
          {kind.columns.map((column) => (
            <Table.Th key={column.header} scope="col" visibleFrom={column.visibleFrom}>
              {column.header}
            </Table.Th>
          ))}
          {contactDetails && (
            <>
              <Table.Th scope="col" visibleFrom="sm">
                {t('table.email')}
              </Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                {t('table.phone')}
              </Table.Th>
            </>
          )}
          <SortableHeader sortKey="updated_at" control={sortControl} visibleFrom="sm">
            {t('table.updated')}
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const details = contactDetails ? primaryContactDetails(row.locations) : null;
          return (
            <HydrateLater key={row.id}>
              <Table.Tr aria-selected={selection ? selection.selected.has(row.id) : undefined}>
                {selection && (
                  <SelectRowCell selection={selection} id={row.id} label={kind.titleOf(row)} />
                )}
                <Table.Th scope="row" fw={500}>
                  <Anchor
                    component={Link}
                    to={kind.pathOf(row.id)}
                    {...nameCellLinkProps(kind.titleOf(row))}
                  >
                    {kind.titleOf(row)}
                  </Anchor>
                  {changed?.has(row.id) && <ChangedBadge />}
                  {details !== null && (details.email !== '' || details.phone !== '') && (
                    <Box hiddenFrom="sm" fz="sm" fw={400} style={BREAK_ANYWHERE}>
                      {details.email !== '' && (
                        <div>
                          <EmailLink email={details.email} />
                        </div>
                      )}
                      {details.phone !== '' && (
                        <div>
                          <PhoneLink phone={details.phone} />
                        </div>
                      )}
                    </Box>
                  )}
                </Table.Th>
                {kind.columns.map((column) => (
                  <Table.Td key={column.header} visibleFrom={column.visibleFrom}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {details !== null && (
                  <>
                    <Table.Td visibleFrom="sm" style={BREAK_ANYWHERE}>
                      <EmailLink email={details.email} size="sm" />
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={BREAK_ANYWHERE}>
                      <PhoneLink phone={details.phone} size="sm" />
                    </Table.Td>
                  </>
                )}
                <Table.Td visibleFrom="sm">
                  <Text size="sm" component="time" dateTime={row.updatedAt}>
                    {formatDate(row.updatedAt)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </HydrateLater>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}
