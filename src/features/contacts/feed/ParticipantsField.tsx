import { ActionIcon, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Person } from '#xml/person';
import { parseParticipantRole } from '#xml/participant';
import { ContactPicker } from '#components/ContactPicker';
import { useT } from '#i18n/useT';
import { addDraft, LOG_KIND_SPECS, type DraftParticipant, type LogKind } from './logKinds';
import { feedMessages } from './messages';

/** The log's participants as the dialog holds them: each with the role in the kind's words. */
export function ParticipantsField({
  kind,
  value,
  onChange,
  preferred,
}: {
  kind: LogKind;
  value: readonly DraftParticipant[];
  onChange: (next: DraftParticipant[]) => void;
  preferred?: { group: string; people: readonly Person[] };
}) {
  const t = useT(feedMessages);
  const spec = LOG_KIND_SPECS[kind];
  return (
    <Fieldset legend={t('participants.legend')}>
      <Stack gap="sm">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('participants.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {value.map((p, index) => (
              <Group component="li" key={p.contactId} gap="xs" wrap="nowrap" align="flex-end">
                <Stack gap={0} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={500}>
                    {p.name}
                  </Text>
                  {p.detail !== '' && (
                    <Text size="xs" c="dimmed">
                      {p.detail}
                    </Text>
                  )}
                </Stack>
                <NativeSelect
                  aria-label={t('participants.role', { name: p.name })}
                  size="xs"
                  value={p.role}
                  data={spec.roles.map((r) => ({ value: r.role, label: r.label }))}
                  onChange={(event) => {
                    const role =
                      parseParticipantRole(event.currentTarget.value) ?? spec.defaultRole;
                    onChange(value.map((q, i) => (i === index ? { ...q, role } : q)));
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('participants.remove', { name: p.name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <ContactPicker
          kind="any"
          label={t('participants.add')}
          placeholder={t('participants.placeholder')}
          value=""
          clearAfterPick
          preferred={preferred}
          onChange={(id, name, detail) => {
            if (id === '') return;
            onChange(addDraft(value, { contactId: Number(id), name, detail: detail ?? '' }, kind));
          }}
        />
      </Stack>
    </Fieldset>
  );
}
