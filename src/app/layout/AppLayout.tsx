import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CommandPalette } from '../palette/CommandPalette';
import { KeyboardShortcuts } from '../keys/KeyboardShortcuts';
import { useListMemory } from '../../lib/listMemory';
import { NAV_ENTRIES } from '../navigation';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { CurrentUser } from './CurrentUser';
import { PreferencesButton } from '../preferences/PreferencesButton';
import { NavMenu } from './NavMenu';
import { PinnedViews } from './PinnedViews';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SignOutLink } from './SignOutLink';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { UpstreamBadge } from './UpstreamBadge';

const NAV_ID = 'main-navigation';
const NAV_SCROLL = { overflowY: 'auto', scrollbarWidth: 'thin' } as const;
/** The list screens whose last search the navigation returns to. */
const LIST_PATHS: ReadonlySet<string> = new Set(NAV_ENTRIES.map((entry) => entry.to));

/**
 * The shell around every screen: header (brand, upstream, current user, colour scheme), side
 * navigation that becomes a burger menu below the `sm` breakpoint, and the main region the skip
 * link jumps to. Unsaved input anywhere in it is guarded against leaving (UnsavedChangesGuard).
 */
export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnScreenChange(mainRef);
  useListMemory(LIST_PATHS);
  // Collapsed, the phone navbar is only moved off screen: `inert` keeps Tab and screen readers out of it.
  const isNarrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // Escape closes the open phone menu from anywhere and hands focus back to the burger.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !navOpened || !isNarrow) return;
    closeNav();
    burgerRef.current?.focus();
  });
  return (
    <UnsavedChangesGuard>
      <SkipLink />
      <KeyboardShortcuts />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burgerRef}
                opened={navOpened}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={navOpened}
                aria-controls={NAV_ID}
              />
              <Text
                component={Link}
                to="/companies"
                fw={700}
                size="lg"
                c="var(--mantine-color-text)"
                td="none"
              >
                CRM console
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <CommandPalette />
              <UpstreamBadge visibleFrom="sm" />
              <CurrentUser />
              <PreferencesButton />
              <LanguageSwitch visibleFrom="sm" />
              <ColorSchemeToggle />
              <SignOutLink />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id={NAV_ID} aria-label="Main" p="xs" inert={isNarrow && !navOpened}>
          {/* The browser's own scrolling when the entries do not fit: Mantine's ScrollArea would bring
              the floating-ui library into the first download for one rarely scrolled list. */}
          <AppShell.Section grow style={NAV_SCROLL}>
            <NavMenu onNavigate={closeNav} />
            <PinnedViews onNavigate={closeNav} />
          </AppShell.Section>
          <AppShell.Section hiddenFrom="sm" pt="xs">
            <LanguageSwitch />
            <UpstreamBadge />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} ref={mainRef}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </UnsavedChangesGuard>
  );
}

/**
 * After moving to another screen, focus goes to the main region (as a page load would put it at
 * the top), so keyboard and screen reader users start at the new content, not at a link that may
 * now be hidden in the closed phone menu. Search and paging changes keep focus where it is.
 */
function useFocusMainOnScreenChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname, mainRef]);
}
