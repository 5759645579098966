import { useId, type ReactNode } from 'react';
import { Badge, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import { PHONE_MEDIA_QUERY } from '../lib/phoneQuery';

/** Below Mantine's `sm` breakpoint, where the shell's navigation also folds away. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
}

export interface PhoneFiltersProps {
  /** Shown at all times (the main search). */
  always?: ReactNode;
  /** Unfolded by the "Filters" button. */
  folded: ReactNode;
  /** How many of the folded filters are in use, counted on the button while folded away. */
  inUse: number;
  /** The "Clear filters" button, when any filter is set. */
  clear?: ReactNode;
  /** After the filters, always shown (the sort control). */
  after?: ReactNode;
}

/**
 * A list's filters on a phone: the main search, then one "Filters" button that unfolds the rest,
 * so the rows start near the top of the screen instead of below a column of inputs.
 */
export function PhoneFilters({ always, folded, inUse, clear, after }: PhoneFiltersProps) {
  const t = useT(componentMessages);
  const [unfolded, { toggle }] = useDisclosure(false);
  const foldedId = useId();
  return (
    <Stack gap="xs" role="search" aria-label={t('filters.label')}>
      {always}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            inUse > 0 ? (
              <Badge size="sm" circle aria-label={t('filters.inUse', { count: inUse })}>
                {inUse}
              </Badge>
            ) : undefined
          }
          onClick={toggle}
          aria-expanded={unfolded}
          aria-controls={foldedId}
        >
          {t('filters.label')}
        </Button>
        {clear}
      </Group>
      <Collapse expanded={unfolded} id={foldedId}>
        <Stack gap="xs">{folded}</Stack>
      </Collapse>
      {after}
    </Stack>
  );
}
