import { useId } from 'react';
import { NavLink, Text } from '@mantine/core';
import { IconPinned } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSavedViews } from '../../api/savedViews';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { openViewId, viewHref } from '../../lib/savedViewAddress';

/**
 * The pinned saved views in the sidebar, under the screens: the user's own pinned views, and
 * the team's shared views their owners pinned. Nothing shows while there are none.
 */
export function PinnedViews({ onNavigate }: { onNavigate: () => void }) {
  const t = useT(appMessages);
  const headingId = useId();
  const { pathname, search } = useLocation();
  const views = useSavedViews();
  const pinned = (views.data?.views ?? []).filter((view) => view.pinned);
  if (pinned.length === 0) return null;
  const openId = openViewId(new URLSearchParams(search));
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
        {t('nav.pinnedViews')}
      </Text>
      {pinned.map((view) => {
        const active = pathname === `/${view.list}` && openId === view.id;
        return (
          <NavLink
            key={view.id}
            component={Link}
            to={viewHref(view)}
            label={view.name}
            description={
              view.mine
                ? undefined
                : view.ownerName
                  ? t('nav.sharedBy', { name: view.ownerName })
                  : t('nav.sharedByColleague')
            }
            leftSection={<IconPinned size={16} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        );
      })}
    </section>
  );
}
