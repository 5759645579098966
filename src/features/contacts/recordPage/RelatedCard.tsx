import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '#components/QueryState';
import { useT } from '#i18n/useT';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatNumber } from '#lib/formatNumber';
import { recordPageMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** How many items a card lists before "Show all". */
export const FIRST_FEW = 5;

export interface RelatedCardProps<D, T> {
  title: string;
  /** "Could not load the deals". */
  errorTitle: string;
  /** The button that lists every item: "Show all 12 deals" (the count formatted). */
  showAllText: (count: string) => string;
  query: UseQueryResult<D>;
  /** The items of the answer, in the order shown. */
  itemsOf: (data: D) => readonly T[];
  /** The count in the heading when it is not the items' number ("at least 1,000"). */
  countOf?: (data: D) => string;
  emptyText: string;
  /** The "+" button: its accessible name ("New deal with Acme") and what it does. */
  add?: { label: string; onClick: () => void };
  /** A line under the list (a limit that was reached). */
  footnote?: (data: D) => ReactNode;
  /** One list item (an `li`: `List.Item`). */
  children: (item: T) => ReactNode;
}

/**
 * A card of a record page's right column: its title with the count, a "+" that starts a new
 * related record, the first few items and a button for the rest (shown in place, so the page
 * keeps its state).
 */
export function RelatedCard<D, T>({
  title,
  errorTitle,
  showAllText,
  query,
  itemsOf,
  countOf,
  emptyText,
  add,
  footnote,
  children,
}: RelatedCardProps<D, T>) {
  const t = useT(recordPageMessages);
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const count =
    query.data === undefined
      ? null
      : (countOf?.(query.data) ?? formatNumber(itemsOf(query.data).length));
  return (
    <HydrateLater>
      <Card withBorder padding="sm" component="section" aria-labelledby={headingId}>
        <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
          <Title order={2} size="h5" id={headingId} style={BREAK_ANYWHERE}>
            {title}
            {/* The space outside the span: the heading's accessible name reads "Deals (2)". */}
            {count !== null && ' '}
            {count !== null && (
              <Text span c="dimmed" fw={400} inherit>
                ({count})
              </Text>
            )}
          </Title>
          {add !== undefined && (
            <ActionIcon
              variant="light"
              aria-label={add.label}
              title={add.label}
              onClick={add.onClick}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <QueryState
          query={query}
          errorTitle={errorTitle}
          loading={
            <Stack gap={6}>
              <Skeleton height={14} width="70%" />
              <Skeleton height={14} width="50%" />
            </Stack>
          }
          isEmpty={(data) => itemsOf(data).length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          }
        >
          {(data) => {
            const items = itemsOf(data);
            const shown = showAll ? items : items.slice(0, FIRST_FEW);
            return (
              <Stack gap="xs">
                <List
                  id={listId}
                  spacing={6}
                  listStyleType="none"
                  aria-labelledby={headingId}
                  style={BREAK_ANYWHERE}
                >
                  {shown.map(children)}
                </List>
                {items.length > FIRST_FEW && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-controls={listId}
                    aria-expanded={showAll}
                    onClick={() => setShowAll((all) => !all)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {showAll
                      ? t('card.showFirst', { count: FIRST_FEW })
                      : showAllText(formatNumber(items.length))}
                  </Button>
                )}
                {footnote?.(data)}
              </Stack>
            );
          }}
        </QueryState>
      </Card>
    </HydrateLater>
  );
}
