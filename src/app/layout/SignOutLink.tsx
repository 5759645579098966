import { ActionIcon } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { consoleInfoQuery } from '../../api/consoleInfo';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { LazyTooltip } from '#components/tooltips/LazyTooltip';

/**
 * "Sign out", when the operator set a console login (the proxy's info says where). A plain link
 * to the proxy's own sign-out page, which asks for the POST that ends the session: a link alone
 * must not sign anyone out (a prefetch or another site's image would).
 */
export function SignOutLink() {
  const t = useT(appMessages);
  const { data } = useQuery(consoleInfoQuery);
  if (data?.signOut === undefined) return null;
  return (
    <LazyTooltip label={t('header.signOut')}>
      <ActionIcon
        component="a"
        href={data.signOut}
        variant="subtle"
        size="lg"
        aria-label={t('header.signOut')}
      >
        <IconLogout size={18} aria-hidden />
      </ActionIcon>
    </LazyTooltip>
  );
}
