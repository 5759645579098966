import { Group, Loader, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { superTagMessages } from './messages';

/**
 * How far the scan for a SuperTag's deals has got. Against a server that cannot search deals by
 * tag it reads every deal, which can take a while; leaving the page or the Deals choice stops it.
 */
export function DealScanProgress({ scanned }: { scanned: number }) {
  const t = useT(superTagMessages);
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {scanned === 0
          ? t('scan.starting')
          : t('scan.progress', { count: scanned, number: formatNumber(scanned) })}
      </Text>
    </Group>
  );
}
