import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { listHref } from '../../components/listMemory';
import { NAV_ENTRIES } from '../navigation';
import { ChangedCount } from './ChangedCount';

/** The main navigation's links (the shell's navbar is the `<nav>`). A screen's entry stays active on its detail routes (`/companies/12`). */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {NAV_ENTRIES.map(({ to, label, icon: Icon, changes }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <NavLink
            key={to}
            component={Link}
            // The list as it was left (filters, sort, page); the active one links to itself.
            to={active ? to : listHref(to)}
            label={label}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            rightSection={changes && <ChangedCount listKey={changes} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </>
  );
}
