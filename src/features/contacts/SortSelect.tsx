import { Select } from '@mantine/core';
import { parseSortParam, sortParam, type ContactSortKey } from '../../api/contactSort';
import type { SortControl } from './SortableHeader';

/** The API's own order: by id, which is the order records were created in. */
const DEFAULT_ORDER = 'default';

const LABELS: Record<ContactSortKey, [ascending: string, descending: string]> = {
  name: ['Name, A to Z', 'Name, Z to A'],
  last_name: ['Last name, A to Z', 'Last name, Z to A'],
  updated_at: ['Least recently updated', 'Recently updated'],
  created_at: ['Oldest first', 'Newest first'],
};

export interface SortSelectProps extends SortControl {
  keys: readonly ContactSortKey[];
}

/** Every order the list offers in one control: on a phone the sortable columns are hidden. */
export function SortSelect({ keys, sort, onSort }: SortSelectProps) {
  const data = [
    { value: DEFAULT_ORDER, label: 'As created (default)' },
    ...keys.flatMap((key) => [
      { value: key, label: LABELS[key][0] },
      { value: `-${key}`, label: LABELS[key][1] },
    ]),
  ];
  return (
    <Select
      label="Sort"
      data={data}
      value={sort === null ? DEFAULT_ORDER : sortParam(sort)}
      onChange={(value) =>
        onSort(value === null || value === DEFAULT_ORDER ? null : parseSortParam(value, keys))
      }
      allowDeselect={false}
    />
  );
}
