import { useId, type ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** A titled part of a detail screen; the section is named by its heading. */
export function DetailSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      <HydrateLater>{children(headingId)}</HydrateLater>
    </section>
  );
}
