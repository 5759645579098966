import { Table, UnstyledButton, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ContactSort, ContactSortKey } from '../../api/contactSort';
import { nextSort } from './useListSort';

export interface SortControl {
  sort: ContactSort | null;
  onSort: (sort: ContactSort | null) => void;
}

export interface SortableHeaderProps {
  sortKey: ContactSortKey;
  control: SortControl | undefined;
  children: ReactNode;
  visibleFrom?: 'sm' | 'md';
}

/**
 * A column header that sorts by its column: a button inside the `th`, whose `aria-sort` tells
 * screen readers the current order. Without a sort control it is a plain header.
 */
export function SortableHeader({ sortKey, control, children, visibleFrom }: SortableHeaderProps) {
  if (control === undefined) {
    return (
      <Table.Th scope="col" visibleFrom={visibleFrom}>
        {children}
      </Table.Th>
    );
  }
  const active = control.sort?.key === sortKey ? control.sort : null;
  const ariaSort = active === null ? 'none' : active.descending ? 'descending' : 'ascending';
  const Icon = active === null ? IconArrowsSort : active.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th scope="col" visibleFrom={visibleFrom} aria-sort={ariaSort}>
      <UnstyledButton
        onClick={() => control.onSort(nextSort(control.sort, sortKey))}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" component="span">
          {children}
          <Icon size={14} aria-hidden style={{ opacity: active === null ? 0.45 : 1 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
