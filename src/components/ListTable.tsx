import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface ListTableProps {
  /** The id of the heading that names the list (the screen's title). */
  labelledBy: string;
  /** A new page or search is on its way: the rows shown are the previous answer's, dimmed. */
  busy: boolean;
  /** Narrower than this, the table scrolls sideways inside its box instead of widening the page. */
  minWidth?: number;
  highlightOnHover?: boolean;
  /** The table's `Table.Thead` and `Table.Tbody`. */
  children: ReactNode;
}

/**
 * The one striped list table of the console (companies, people, deals, communications, SuperTag
 * rows): the same spacing, the same busy state for screen readers and eyes, the same sideways
 * scroll at phone width. Each list brings only its header and rows.
 */
export function ListTable({
  labelledBy,
  busy,
  minWidth = 320,
  highlightOnHover = false,
  children,
}: ListTableProps) {
  return (
    <HydrateLater>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped
          highlightOnHover={highlightOnHover}
          verticalSpacing="sm"
          aria-labelledby={labelledBy}
          aria-busy={busy}
          style={{ opacity: busy ? 0.6 : 1 }}
        >
          {children}
        </Table>
      </Table.ScrollContainer>
    </HydrateLater>
  );
}
