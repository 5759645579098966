import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useT } from '#i18n/useT';
import { dataTransferMessages } from './messages';

/** The two screens of getting an account's data in and out, linked to each other. */
export function DataTransferNav() {
  const t = useT(dataTransferMessages);
  return (
    <Group gap="md" component="nav" aria-label={t('nav.label')}>
      <Anchor component={NavLink} to="/import" end>
        {t('nav.import')}
      </Anchor>
      <Anchor component={NavLink} to="/snapshot" end>
        {t('nav.snapshot')}
      </Anchor>
    </Group>
  );
}
