import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import { NativeSelect } from '@mantine/core';
import { parseSortParam, sortParam, type ContactSortKey } from '../../api/contactSort';
import type { SortControl } from './SortableHeader';

/** The API's own order: by id, which is the order records were created in. */
const DEFAULT_ORDER = 'default';

export interface SortSelectProps extends SortControl {
  keys: readonly ContactSortKey[];
}

/**
 * Every order the list offers in one control: on a phone the sortable columns are hidden. A native
 * select: always visible, it would otherwise bring Mantine's Combobox and floating-ui with the list.
 */
export function SortSelect({ keys, sort, onSort }: SortSelectProps) {
  const t = useT(contactsMessages);
  const data = [
    { value: DEFAULT_ORDER, label: t('sort.default') },
    ...keys.flatMap((key) => [
      { value: key, label: t(`sort.${key}.asc`) },
      { value: `-${key}`, label: t(`sort.${key}.desc`) },
    ]),
  ];
  return (
    <NativeSelect
      label={t('sort.label')}
      data={data}
      value={sort === null ? DEFAULT_ORDER : sortParam(sort)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onSort(value === DEFAULT_ORDER ? null : parseSortParam(value, keys));
      }}
    />
  );
}
