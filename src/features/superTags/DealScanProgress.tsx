import { Group, Loader, Text } from '@mantine/core';

const count = new Intl.NumberFormat();

/**
 * How far the scan for a SuperTag's deals has got. Against a server that cannot search deals by
 * tag it reads every deal, which can take a while; leaving the page or the Deals choice stops it.
 */
export function DealScanProgress({ scanned }: { scanned: number }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {scanned === 0
          ? 'Looking through the deals…'
          : `Looked through ${count.format(scanned)} ${scanned === 1 ? 'deal' : 'deals'}…`}
      </Text>
    </Group>
  );
}
