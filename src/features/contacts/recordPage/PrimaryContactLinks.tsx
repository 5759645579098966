import { Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmailLink } from '../links/EmailLink';
import { PhoneLink } from '../links/PhoneLink';
import { WebsiteLink } from '../links/WebsiteLink';
import { useT } from '#i18n/useT';
import { recordPageMessages } from './messages';
import type { PrimaryContactDetails } from './primaryContactDetails';

/** E-mail, phone and website as safe links (see ../links), each with a named icon; nothing when all are empty. */
export function PrimaryContactLinks({ details }: { details: PrimaryContactDetails }) {
  const t = useT(recordPageMessages);
  const { email, phone, website } = details;
  if (email === '' && phone === '' && website === '') return null;
  return (
    <Stack
      gap={4}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('links.label')}
    >
      {email !== '' && (
        <Line icon={<IconMail size={16} role="img" aria-label={t('links.email')} />}>
          <EmailLink email={email} />
        </Line>
      )}
      {phone !== '' && (
        <Line icon={<IconPhone size={16} role="img" aria-label={t('links.phone')} />}>
          <PhoneLink phone={phone} />
        </Line>
      )}
      {website !== '' && (
        <Line icon={<IconWorld size={16} role="img" aria-label={t('links.website')} />}>
          <WebsiteLink website={website} />
        </Line>
      )}
    </Stack>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap={6} wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
