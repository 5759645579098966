import { Text, VisuallyHidden } from '@mantine/core';
import type { ActivityChange } from '#xml/activity';
import { useT } from '#i18n/useT';
import { BREAK_ANYWHERE } from '../lib/breakAnywhere';
import { historyFieldName, historyValue } from '../lib/historyField';
import { componentMessages } from './messages';

function shown(value: string) {
  return value === '' ? (
    <Text span fs="italic" c="dimmed" size="sm">
      {componentMessages.t('fieldChanges.empty')}
    </Text>
  ) : (
    <Text span size="sm" fw={500}>
      {value}
    </Text>
  );
}

/** A change's fields, each "Field: old → new" (an empty side says "empty"). */
export function FieldChanges({ changes }: { changes: readonly ActivityChange[] }) {
  const t = useT(componentMessages);
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label={t('fieldChanges.label')}>
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`} style={BREAK_ANYWHERE}>
          <Text span size="sm">
            {historyFieldName(change.field)}:{' '}
          </Text>
          {shown(historyValue(change.field, change.old))}
          <span aria-hidden="true"> → </span>
          <VisuallyHidden> {t('fieldChanges.changedTo')} </VisuallyHidden>
          {shown(historyValue(change.field, change.new))}
        </li>
      ))}
    </ul>
  );
}
