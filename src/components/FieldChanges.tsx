import { Text, VisuallyHidden } from '@mantine/core';
import type { ActivityChange } from '#xml/activity';
import { humanName } from '#xml/values';
import { BREAK_ANYWHERE } from '../lib/breakAnywhere';

function shown(value: string) {
  return value === '' ? (
    <Text span fs="italic" c="dimmed" size="sm">
      empty
    </Text>
  ) : (
    <Text span size="sm" fw={500}>
      {value}
    </Text>
  );
}

/** A change's fields, each "Field: old → new" (an empty side says "empty"). */
export function FieldChanges({ changes }: { changes: readonly ActivityChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label="Field changes">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`} style={BREAK_ANYWHERE}>
          <Text span size="sm">
            {humanName(change.field)}:{' '}
          </Text>
          {shown(change.old)}
          <span aria-hidden="true"> → </span>
          <VisuallyHidden> changed to </VisuallyHidden>
          {shown(change.new)}
        </li>
      ))}
    </ul>
  );
}
