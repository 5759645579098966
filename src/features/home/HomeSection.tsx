import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SectionBoundary } from './SectionBoundary';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface HomeSectionProps {
  title: string;
  /** A link or button at the heading's end ("All to-dos"). */
  action?: ReactNode;
  /** One line under the heading saying what the box counts or lists. */
  counts: ReactNode;
  /** The alert's title when the box fails to draw ("Could not show pipeline"). */
  failedTitle: string;
  children: ReactNode;
}

/** One box of the home screen: its heading names the region, and its failures stay inside it. */
export function HomeSection({ title, action, counts, failedTitle, children }: HomeSectionProps) {
  const headingId = `home-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <HydrateLater>
      <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {action}
          </Group>
          <Text size="sm" c="dimmed">
            {counts}
          </Text>
          <SectionBoundary title={failedTitle}>
            <HydrateLater>{children}</HydrateLater>
          </SectionBoundary>
        </Stack>
      </Paper>
    </HydrateLater>
  );
}
