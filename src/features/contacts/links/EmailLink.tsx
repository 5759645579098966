import { Anchor, type MantineSize } from '@mantine/core';
import { emailHref } from './safeLinks';

/**
 * A stored e-mail as a `mailto:` link when it is one plain address (percent-encoded, so only the
 * address is used), plain text otherwise: `a@x.org?bcc=b@y.org` never adds a recipient.
 */
export function EmailLink({ email, size }: { email: string; size?: MantineSize }) {
  const href = emailHref(email);
  if (href === null) return <>{email}</>;
  return (
    <Anchor href={href} size={size} inherit={size === undefined}>
      {email}
    </Anchor>
  );
}
