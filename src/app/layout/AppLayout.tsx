import { Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { HydrateLater } from '#components/takeOver/HydrateLater';
import { CommandPalette } from '../palette/CommandPalette';
import { KeyboardShortcuts } from '../keys/KeyboardShortcuts';
import { useListMemory } from '../../lib/listMemory';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { NAV_ENTRIES } from '../navigation';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { CurrentUser } from './CurrentUser';
import { ScreenLoading } from './ScreenLoading';
import { PreferencesButton } from '../preferences/PreferencesButton';
import { NavMenu } from './NavMenu';
import { PinnedViews } from './PinnedViews';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SignOutLink } from './SignOutLink';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { UpstreamBadge } from './UpstreamBadge';
import classes from './AppLayout.module.css';
import { PHONE_MEDIA_QUERY } from '../../lib/phoneQuery';

const NAV_ID = 'main-navigation';
/**
 * react-remove-scroll's class for fixed elements: while a dialog locks the page's scrolling, its
 * stylesheet moves them left by the scrollbar's width, so the header does not shift under it.
 */
const SCROLL_LOCK_FIXED_RIGHT = 'right-scroll-bar-position';
/** The list screens whose last search the navigation returns to. */
const LIST_PATHS: ReadonlySet<string> = new Set(NAV_ENTRIES.map((entry) => entry.to));

/**
 * The shell around every screen: header (brand, upstream, current user, colour scheme), side
 * navigation that becomes a burger menu below the `sm` breakpoint, and the main region the skip
 * link jumps to. Unsaved input anywhere in it is guarded against leaving (UnsavedChangesGuard).
 */
export function AppLayout() {
  const t = useT(appMessages);
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnScreenChange(mainRef);
  useListMemory(LIST_PATHS);
  // Collapsed, the phone navbar is only moved off screen: `inert` keeps Tab and screen readers out of it.
  const isNarrow = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
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
      <div className={classes.shell}>
        <header className={`${classes.header} ${SCROLL_LOCK_FIXED_RIGHT}`}>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burgerRef}
                opened={navOpened}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? t('nav.close') : t('nav.open')}
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
                {t('brand')}
              </Text>
            </Group>
            <HydrateLater>
              <Group gap="sm" wrap="nowrap">
                <CommandPalette />
                <UpstreamBadge visibleFrom="sm" />
                <CurrentUser />
                <PreferencesButton />
                <LanguageSwitch visibleFrom="sm" />
                <ColorSchemeToggle />
                <SignOutLink />
              </Group>
            </HydrateLater>
          </Group>
        </header>

        <nav
          id={NAV_ID}
          className={classes.navbar}
          aria-label={t('nav.main')}
          data-collapsed={navOpened ? undefined : true}
          inert={isNarrow && !navOpened}
        >
          {/* The browser's own scrolling when the entries do not fit: Mantine's ScrollArea would bring
              the floating-ui library into the first download for one rarely scrolled list. */}
          <HydrateLater>
            <div className={classes.navList}>
              <NavMenu onNavigate={closeNav} />
              <PinnedViews onNavigate={closeNav} />
            </div>
          </HydrateLater>
          <div className={classes.phoneOnly}>
            <LanguageSwitch />
            <UpstreamBadge />
          </div>
        </nav>

        <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1} ref={mainRef}>
          {/* A screen waiting for its messages in the chosen language (useT) shows the loading
              shape here, the shell staying; without a boundary Preact hands the wait to the
              route's error page (React would have kept the page as it was). */}
          <Suspense fallback={<ScreenLoading />}>
            <HydrateLater fallback={<ScreenLoading />}>
              <Outlet />
            </HydrateLater>
          </Suspense>
        </main>
      </div>
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
