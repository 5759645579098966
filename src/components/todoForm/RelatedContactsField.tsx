import { useEffect, useRef } from 'react';
import { ActionIcon, Fieldset, Group, List, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ContactKindPicker } from '../ContactKindPicker';
import { useResolvedContact, type ContactRef } from '../../hooks/useResolvedContact';

export interface RelatedContactsFieldProps {
  value: readonly ContactRef[];
  onChange: (next: ContactRef[]) => void;
}

/**
 * The people and companies a to-do relates to, as the form holds them (nothing is sent before the
 * to-do is saved): each removable, more added through the person-or-company search.
 */
export function RelatedContactsField({ value, onChange }: RelatedContactsFieldProps) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // The focused remove button goes away with its contact: focus moves to the next one's (or the
  // kind choice when none is left) once the list has changed, so keyboard users stay in the field.
  const focusAfterRemoval = useRef<number | 'picker' | null>(null);

  useEffect(() => {
    const wanted = focusAfterRemoval.current;
    if (wanted === null) return;
    focusAfterRemoval.current = null;
    const fieldset = fieldsetRef.current;
    const target =
      wanted === 'picker'
        ? fieldset?.querySelector('select')
        : fieldset?.querySelector(`button[data-contact-id="${wanted}"]`);
    if (target instanceof HTMLElement) target.focus();
  }, [value]);

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    focusAfterRemoval.current = next[Math.min(index, next.length - 1)]?.id ?? 'picker';
    onChange(next);
  }

  return (
    <Fieldset legend="Related contacts" ref={fieldsetRef}>
      <Stack gap="sm">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet. Find people or companies below.
          </Text>
        ) : (
          <List listStyleType="none" spacing={4}>
            {value.map((contact, index) => (
              <RelatedContactItem
                key={contact.id}
                contact={contact}
                onRemove={() => remove(index)}
              />
            ))}
          </List>
        )}
        <ContactKindPicker
          kindLabel="Add a"
          label={(kind) => (kind === 'people' ? 'Find a person' : 'Find a company')}
          value=""
          clearAfterPick
          onChange={(id, name, kind) => {
            const contactId = Number(id);
            if (id === '' || value.some((contact) => contact.id === contactId)) return;
            onChange([...value, { id: contactId, kind, name }]);
          }}
        />
      </Stack>
    </Fieldset>
  );
}

function RelatedContactItem({ contact, onRemove }: { contact: ContactRef; onRemove: () => void }) {
  const { kind, name } = useResolvedContact(contact);
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">
          {name}
          {kind !== null && (
            <Text span size="xs" c="dimmed">
              {' · '}
              {kind === 'people' ? 'Person' : 'Company'}
            </Text>
          )}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Remove ${name}`}
          data-contact-id={contact.id}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </List.Item>
  );
}
