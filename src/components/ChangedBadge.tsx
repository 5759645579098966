import { Badge } from '@mantine/core';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

/** Marks a list row changed by someone else since the user's last visit (useLastVisit.ts). */
export function ChangedBadge() {
  const t = useT(componentMessages);
  return (
    <Badge size="xs" variant="light" color="orange" ml="xs" title={t('changed.hint')}>
      {t('changed.badge')}
    </Badge>
  );
}
