import { Anchor, Text, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { useResolvedContact, type ContactRef } from '../hooks/useResolvedContact';

/** A person's or company's name linking to its page; plain "Contact #N" while unknown or when it no longer exists. */
export function ContactLink({ contact, size = 'sm' }: { contact: ContactRef; size?: MantineSize }) {
  const { kind, name } = useResolvedContact(contact);
  if (kind === null) {
    return (
      <Text span size={size}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/${kind}/${contact.id}`} size={size}>
      {name}
    </Anchor>
  );
}
