import { Skeleton, Stack } from '@mantine/core';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';

/**
 * Where a screen will be, while its code arrives on the first load: a title and a few rows, the
 * shape most screens have. Announced once as busy, so a screen reader says the page is loading.
 */
export function ScreenLoading() {
  const t = useT(appMessages);
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('screen.loading')} role="status">
      <Skeleton height={34} width="30%" />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} width="80%" />
    </Stack>
  );
}
