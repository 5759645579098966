import { List, Text, VisuallyHidden } from '@mantine/core';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import type { FieldChange } from '../engine/csvImport/updateChanges';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

/** Long notes are cut in the dry run: the row, not the whole text, is what is being checked. */
const shown = (value: string, empty: string) =>
  value === '' ? empty : value.length > 80 ? `${value.slice(0, 80)}…` : value;

/** What an update would change on its record, field by field as old → new, or "no change". */
export function UpdateChanges({ changes }: { changes: readonly FieldChange[] }) {
  const t = useT(importMessages);
  const empty = t('changes.empty');
  if (changes.length === 0)
    return (
      <Text size="sm" span>
        {' '}
        {t('changes.none')}
      </Text>
    );
  return (
    <List size="sm" aria-label={t('changes.label')} style={BREAK_ANYWHERE}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          {change.field}: {shown(change.before, empty)} <span aria-hidden>→</span>
          <VisuallyHidden>{t('changes.becomes')}</VisuallyHidden> {shown(change.after, empty)}
        </List.Item>
      ))}
    </List>
  );
}
