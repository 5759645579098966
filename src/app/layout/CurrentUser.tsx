import { Avatar, Group, Skeleton, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { LazyTooltip } from '#components/tooltips/LazyTooltip';

/** The user the console acts as (the proxy's token belongs to it): name and e-mail, initials on phones. */
export function CurrentUser() {
  const t = useT(appMessages);
  const client = useApiClient();
  const { data: user, error, isPending } = useQuery(userQueries.current(client));
  if (isPending) return <Skeleton height={28} width={120} />;
  if (user === undefined) {
    return (
      <LazyTooltip label={t('header.userUnknownBecause', { error: errorMessage(error) })}>
        <Avatar size="sm" color="red" aria-label={t('header.userUnknown')} role="img">
          <IconUserExclamation size={16} aria-hidden />
        </Avatar>
      </LazyTooltip>
    );
  }
  const shown = user.name.trim() === '' ? user.email : user.name;
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('header.user', { name: shown })} role="group">
      <Avatar size="sm" color="blue" name={shown} aria-hidden />
      <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} title={user.email}>
        {shown}
      </Text>
    </Group>
  );
}
