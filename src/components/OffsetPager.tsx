import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES } from '../lib/listParams';

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
  const summary =
    count === 0
      ? `No ${noun} from ${offset + 1}`
      : `Showing ${noun} ${offset + 1}–${offset + count}`;
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      component="nav"
      aria-label={`Pages of ${noun}`}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(limit)}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onChange(0, Number(event.currentTarget.value))}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit), limit)}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={count < limit}
          onClick={() => onChange(offset + limit, limit)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
