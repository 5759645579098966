import { useState } from 'react';
import { Group, NativeSelect, Stack } from '@mantine/core';
import type { ContactCollection } from '../api/records';
import { ContactPicker } from './ContactPicker';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface ContactKindPickerProps {
  /** Label of the person-or-company choice. */
  kindLabel: string;
  /** Label of the name search, fixed or for the chosen kind. */
  label: string | ((kind: ContactCollection) => string);
  /** The chosen contact's id as text ('' when none). */
  value: string;
  /** A pick (id, name and kind); switching the kind reports '' since the old pick is of the other kind. */
  onChange: (id: string, name: string, kind: ContactCollection) => void;
  clearAfterPick?: boolean;
  /** The kind above the name search, each the full width: where a row would leave the search too narrow to show a name (a phone's filters). */
  stacked?: boolean;
}

/**
 * Person or company first, then a name search among that kind: the API searches people and
 * companies separately, and the choice tells the reader which kind of contact the field holds.
 */
export function ContactKindPicker({
  kindLabel,
  label,
  value,
  onChange,
  clearAfterPick,
  stacked = false,
}: ContactKindPickerProps) {
  const t = useT(componentMessages);
  const [kind, setKind] = useState<ContactCollection>('people');
  const kindSelect = (
    <NativeSelect
      label={kindLabel}
      value={kind}
      data={[
        { value: 'people', label: t('contact.person') },
        { value: 'companies', label: t('contact.company') },
      ]}
      onChange={(event) => {
        const next = event.currentTarget.value === 'companies' ? 'companies' : 'people';
        setKind(next);
        onChange('', '', next);
      }}
    />
  );
  const search = (
    <ContactPicker
      key={kind}
      kind={kind}
      label={typeof label === 'string' ? label : label(kind)}
      value={value}
      onChange={(id, name) => onChange(id, name, kind)}
      clearAfterPick={clearAfterPick}
    />
  );
  if (stacked) {
    return (
      <Stack gap="xs">
        {kindSelect}
        {search}
      </Stack>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {kindSelect}
      <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
    </Group>
  );
}
