import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { paletteShortcut } from './paletteShortcut';

// The dialog and its searches load on first use (Ctrl/⌘+K or the button): not part of the first download.
const CommandPaletteDialog = lazy(async () => ({
  default: (await import('./CommandPaletteDialog')).CommandPaletteDialog,
}));

/**
 * Ctrl/Cmd+K anywhere: one search over companies and people (the API's name search) and deals
 * (titles, our service's `title` search, checked here for a classic server); Enter or a click
 * opens the record. Arrow keys move between the results.
 */
export function CommandPalette() {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps Mantine's closing transition.
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <PaletteButton onClick={open} />
      {used && (
        <Suspense fallback={null}>
          <CommandPaletteDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The palette for pointer and touch users: a search box look-alike, an icon alone on phones. */
function PaletteButton({ onClick }: { onClick: () => void }) {
  const t = useT(appMessages);
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">{paletteShortcut()}</Kbd>}
        onClick={onClick}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t('palette.search')}
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        onClick={onClick}
        aria-label={t('palette.search')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
