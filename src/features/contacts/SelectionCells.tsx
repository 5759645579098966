import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import { Checkbox, Table } from '@mantine/core';

/** Row selection as the tables take it; absent where rows cannot be selected (the tag page). */
export interface TableSelection {
  selected: ReadonlySet<number>;
  /** `extendRange`: shift was held (shift-click or shift+space): select the range from the last row clicked. */
  onToggle: (id: number, extendRange: boolean) => void;
  onToggleAll: () => void;
}

export function SelectAllHeader({
  selection,
  ids,
  noun,
}: {
  selection: TableSelection;
  ids: readonly number[];
  noun: string;
}) {
  const t = useT(contactsMessages);
  const count = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <Table.Th scope="col" w={40}>
      <Checkbox
        aria-label={t('selection.all', { noun })}
        checked={ids.length > 0 && count === ids.length}
        indeterminate={count > 0 && count < ids.length}
        onChange={selection.onToggleAll}
      />
    </Table.Th>
  );
}

export function SelectRowCell({
  selection,
  id,
  label,
}: {
  selection: TableSelection;
  id: number;
  label: string;
}) {
  const t = useT(contactsMessages);
  return (
    <Table.Td w={40}>
      <Checkbox
        aria-label={t('selection.row', { label })}
        checked={selection.selected.has(id)}
        // The click carries the shift key; change events do not. Toggling happens here only.
        onChange={() => undefined}
        onClick={(event) => selection.onToggle(id, event.shiftKey)}
      />
    </Table.Td>
  );
}
