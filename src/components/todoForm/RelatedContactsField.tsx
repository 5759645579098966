import { useEffect, useRef } from 'react';
import { ActionIcon, Fieldset, Group, List, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ContactKindPicker } from '../ContactKindPicker';
import { useResolvedContact, type ContactRef } from '../../hooks/useResolvedContact';
import { useT } from '#i18n/useT';
import { todoFormMessages } from './messages';

export interface RelatedContactsFieldProps {
  value: readonly ContactRef[];
  onChange: (next: ContactRef[]) => void;
}

/**
 * The people and companies a to-do relates to, as the form holds them (nothing is sent before the
 * to-do is saved): each removable, more added through the person-or-company search.
 */
export function RelatedContactsField({ value, onChange }: RelatedContactsFieldProps) {
  const t = useT(todoFormMessages);
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
    <Fieldset legend={t('related.legend')} ref={fieldsetRef}>
      <Stack gap="sm">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('related.none')}
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
          kindLabel={t('related.addA')}
          label={(kind) => (kind === 'people' ? t('related.findPerson') : t('related.findCompany'))}
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
  const t = useT(todoFormMessages);
  const { kind, name } = useResolvedContact(contact);
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">
          {name}
          {kind !== null && (
            <Text span size="xs" c="dimmed">
              {' · '}
              {kind === 'people' ? t('related.person') : t('related.company')}
            </Text>
          )}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('related.remove', { name })}
          data-contact-id={contact.id}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </List.Item>
  );
}
