import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { LazyTooltip } from '#components/tooltips/LazyTooltip';

// The dialog loads on first use: not part of the first download.
const PreferencesDialog = lazy(async () => ({
  default: (await import('./PreferencesDialog')).PreferencesDialog,
}));

/** The header's "Preferences" button, next to the colour scheme toggle: the console's settings. */
export function PreferencesButton() {
  const t = useT(appMessages);
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps Mantine's closing transition.
  const [used, setUsed] = useState(false);
  return (
    <>
      <LazyTooltip label={t('preferences.title')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('preferences.title')}
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpened(true);
          }}
        >
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      {used && (
        <Suspense fallback={null}>
          <PreferencesDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
