import { Anchor, type MantineSize } from '@mantine/core';
import { phoneHref } from './safeLinks';

/** A stored phone number as a `tel:` link (dialable characters only), shown as typed. */
export function PhoneLink({ phone, size }: { phone: string; size?: MantineSize }) {
  const href = phoneHref(phone);
  if (href === null) return <>{phone}</>;
  return (
    <Anchor href={href} size={size} inherit={size === undefined}>
      {phone}
    </Anchor>
  );
}
