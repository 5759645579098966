import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { ContactLink } from '../../components/ContactLink';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';
import { translateWithNodes } from '../../i18n/withNodes';

/** "with Ada Lovelace, Acme": a to-do's related contacts, each linking to its page. */
export function TodoParticipants({ ids, todoId }: { ids: readonly number[]; todoId: number }) {
  const t = useT(todoMessages);
  // No participants, no element and no name look-ups.
  if (ids.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {translateWithNodes(t, 'participants.with', {
        contacts: ids.map((id, index) => (
          <Fragment key={id}>
            {index > 0 && ', '}
            <ContactLink contact={{ id, todoId }} size="xs" />
          </Fragment>
        )),
      })}
    </Text>
  );
}
