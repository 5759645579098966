import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES } from '../lib/listParams';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface OffsetPagerProps {
  offset: number;
  limit: number;
  /** How many items the current page holds. */
  count: number;
  /** Plural noun for the summary, e.g. "companies". */
  noun: string;
  onChange: (offset: number, limit: number) => void;
}

/**
 * Previous/Next paging over `offset`/`limit`. The API gives no total count, so "Next" is offered
 * when a full page came back: the next page may turn out empty, which the list's empty state covers.
 */
export function OffsetPager({ offset, limit, count, noun, onChange }: OffsetPagerProps) {
  const t = useT(componentMessages);
  const from = offset + 1;
  const summary =
    count === 0
      ? t('pager.none', { noun, from })
      : t('pager.showing', { noun, from, to: offset + count });
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      component="nav"
      aria-label={t('pager.pages', { noun })}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t('pager.rowsPerPage')}
          size="xs"
          value={String(limit)}
          data={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('pager.perPage', { size }),
          }))}
          onChange={(event) => onChange(0, Number(event.currentTarget.value))}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit), limit)}
        >
          {t('pager.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={count < limit}
          onClick={() => onChange(offset + limit, limit)}
        >
          {t('pager.next')}
        </Button>
      </Group>
    </Group>
  );
}
