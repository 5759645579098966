import { useMemo, useState } from 'react';
import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { PlannedRow, RowAction } from '../engine/csvImport/planImport';
import { countActions } from '../engine/csvImport/planImport';
import { UpdateChanges } from './UpdateChanges';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

const PAGE_SIZE = 50;
// Filled and dark: the light variants' text falls short of 4.5:1 contrast on their tint.
const COLORS: Record<RowAction, string> = {
  create: 'teal.9',
  update: 'blue.9',
  skip: 'gray.7',
  // eslint-disable-next-line no-restricted-syntax -- a colour, not a text the user reads
  error: 'red.9',
};

/**
 * The dry run's verdict on every row, a page at a time (a 50,000-row file renders 50 rows), with a
 * filter by outcome.
 */
export function ImportPreview({ plan }: { plan: readonly PlannedRow[] }) {
  const t = useT(importMessages);
  const counts = useMemo(() => countActions(plan), [plan]);
  const [filter, setFilter] = useState<'all' | RowAction>(counts.error > 0 ? 'error' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (filter === 'all' ? plan : plan.filter((r) => r.action === filter)),
    [plan, filter],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label={t('preview.summary')} role="group">
        {(Object.keys(COLORS) as RowAction[]).map((action) => (
          <Badge key={action} color={COLORS[action]} variant="filled" size="lg">
            {t(
              action === 'create'
                ? 'preview.toCreate'
                : action === 'update'
                  ? 'preview.toUpdate'
                  : action === 'skip'
                    ? 'preview.toSkip'
                    : 'preview.errors',
              { count: counts[action] },
            )}
          </Badge>
        ))}
      </Group>
      <SegmentedControl
        aria-label={t('preview.show')}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('preview.all', { count: plan.length }) },
          { value: 'create', label: t('preview.create') },
          { value: 'update', label: t('preview.update') },
          { value: 'skip', label: t('preview.skip') },
          { value: 'error', label: t('preview.error') },
        ]}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('preview.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('preview.row')}</Table.Th>
              <Table.Th scope="col">{t('preview.name')}</Table.Th>
              <Table.Th scope="col">{t('preview.outcome')}</Table.Th>
              <Table.Th scope="col">{t('preview.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.index}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Th scope="row" fw="normal">
                  {row.name === '' ? (
                    <Text c="dimmed" span>
                      {t('preview.noName')}
                    </Text>
                  ) : row.name.length > 80 ? (
                    `${row.name.slice(0, 80)}…`
                  ) : (
                    row.name
                  )}
                </Table.Th>
                <Table.Td>
                  <Badge color={COLORS[row.action]} variant="filled">
                    {t(`preview.action.${row.action}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.reasons.join('; ')}
                  {row.changes !== undefined && <UpdateChanges changes={row.changes} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && <Text c="dimmed">{t('preview.noRows')}</Text>}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('preview.pages')}
          getControlProps={(control) => ({ 'aria-label': t('preview.page', { page: control }) })}
        />
      )}
    </Stack>
  );
}
