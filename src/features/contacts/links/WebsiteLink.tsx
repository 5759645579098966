import { Anchor, type MantineSize } from '@mantine/core';
import { websiteHref } from './safeLinks';

/**
 * A stored website: a link opening in a new tab when it is http(s) (`https://` added when no
 * scheme is given), plain text otherwise, so a `javascript:` value never runs.
 */
export function WebsiteLink({ website, size }: { website: string; size?: MantineSize }) {
  const href = websiteHref(website);
  if (href === null) return <>{website}</>;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      inherit={size === undefined}
    >
      {website}
    </Anchor>
  );
}
