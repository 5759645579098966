import { List, Text, VisuallyHidden } from '@mantine/core';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import type { FieldChange } from '../engine/csvImport/updateChanges';

/** Long notes are cut in the dry run: the row, not the whole text, is what is being checked. */
const shown = (value: string) =>
  value === '' ? '(empty)' : value.length > 80 ? `${value.slice(0, 80)}…` : value;

/** What an update would change on its record, field by field as old → new, or "no change". */
export function UpdateChanges({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0)
    return (
      <Text size="sm" span>
        {' '}
        — no change
      </Text>
    );
  return (
    <List size="sm" aria-label="Changes" style={BREAK_ANYWHERE}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          {change.field}: {shown(change.before)} <span aria-hidden>→</span>
          <VisuallyHidden>becomes</VisuallyHidden> {shown(change.after)}
        </List.Item>
      ))}
    </List>
  );
}
