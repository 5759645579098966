import { useId } from 'react';
import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useIsAccountAdministrator } from '#api/account';
import { listHref } from '../../lib/listMemory';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { NAV_ENTRIES, type NavEntry } from '../navigation';
import { useChangedCount } from './ChangedCount';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** The main navigation's links (the shell's navbar is the `<nav>`). A screen's entry stays active on its detail routes (`/companies/12`). */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const administrator = useIsAccountAdministrator();
  return (
    <>
      {NAV_ENTRIES.filter((entry) => administrator || entry.administratorsOnly !== true).map(
        (entry) => (
          <HydrateLater key={entry.to}>
            <NavEntryLink
              entry={entry}
              active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
              onNavigate={onNavigate}
            />
          </HydrateLater>
        ),
      )}
    </>
  );
}

/**
 * One entry; a list's entry shows how many of its records others changed since the last visit
 * (as the link's description, so its name stays the screen's).
 */
function NavEntryLink({
  entry: { to, labelKey, icon: Icon, changes },
  active,
  onNavigate,
}: {
  entry: NavEntry;
  active: boolean;
  onNavigate: () => void;
}) {
  const t = useT(appMessages);
  const changed = useChangedCount(changes);
  const hintId = useId();
  return (
    <>
      <NavLink
        component={Link}
        // The list as it was left (filters, sort, page); the active one links to itself.
        to={active ? to : listHref(to)}
        label={t(labelKey)}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        rightSection={
          changed > 0 && (
            <Badge size="sm" variant="light" color="orange" aria-hidden>
              {changed}
            </Badge>
          )
        }
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-describedby={changed > 0 ? hintId : undefined}
        onClick={onNavigate}
      />
      {changed > 0 && (
        <VisuallyHidden id={hintId}>{t('nav.changed', { count: changed })}</VisuallyHidden>
      )}
    </>
  );
}
