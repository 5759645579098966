import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import { DocumentTitle } from './DocumentTitle';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface ScreenHeaderProps {
  title: string;
  /** Id for the heading, so a table or region can be named by it. */
  headingId?: string;
  /** The browser tab's title; defaults to the heading. */
  documentTitle?: string;
  /** A primary action shown at the heading's end (e.g. "New company"). */
  action?: ReactNode;
  /** The screen's saved views menu, beside the heading (not the main action the `c` key presses). */
  views?: ReactNode;
}

/** A screen's `<h1>` (and the tab title), with room for its main action. */
export function ScreenHeader({
  title,
  headingId,
  documentTitle,
  action,
  views,
}: ScreenHeaderProps) {
  const t = useT(componentMessages);
  // A very long name (a remote server may hold any length) is clamped; the whole is a hover away.
  const heading = (
    <Title
      order={1}
      id={headingId}
      lineClamp={3}
      title={title.length > 80 ? title : undefined}
      style={{ overflowWrap: 'anywhere', minWidth: 0 }}
    >
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <DocumentTitle title={t('documentTitle', { title: documentTitle ?? title })} />
      {views === undefined ? (
        heading
      ) : (
        <Group gap="sm" align="center" wrap="wrap" miw={0}>
          {heading}
          <HydrateLater>{views}</HydrateLater>
        </Group>
      )}
      {/* The `c` key presses the first button of a screen's main action (src/app/keys). */}
      {action !== undefined && (
        <div data-shortcut="create" style={{ display: 'contents' }}>
          <HydrateLater>{action}</HydrateLater>
        </div>
      )}
    </Group>
  );
}
