import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { LazyTooltip } from '#components/tooltips/LazyTooltip';

/**
 * Flips between light and dark. Until the user picks one the scheme follows the system
 * ('auto'); a pick is saved by Mantine's localStorage manager and restored on the next visit.
 */
export function ColorSchemeToggle() {
  const t = useT(appMessages);
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('header.toDark') : t('header.toLight');
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(next)}
      >
        {computed === 'dark' ? (
          <IconSun size={18} aria-hidden />
        ) : (
          <IconMoon size={18} aria-hidden />
        )}
      </ActionIcon>
    </LazyTooltip>
  );
}
