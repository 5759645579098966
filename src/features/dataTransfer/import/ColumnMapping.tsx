import { Paper, Select, Stack, Table, Text, useMatches } from '@mantine/core';
import type { SuperTagDefinition } from '#xml/superTag';
import {
  fieldLabel,
  KIND_FIELDS,
  superTagsApply,
  targetFromValue,
  targetValue,
  type ColumnTarget,
  type ImportKind,
} from '../engine/csvImport/importFields';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

const NO_BULLETS = { listStyle: 'none' } as const;

export interface ColumnMappingProps {
  kind: ImportKind;
  header: readonly string[];
  /** A few data rows, for the sample column. */
  sample: readonly (readonly string[])[];
  mapping: readonly ColumnTarget[];
  superTags: readonly SuperTagDefinition[];
  onChange: (mapping: ColumnTarget[]) => void;
}

/** One row per column of the file: its header, a sample value, and the field it goes to (editable). */
export function ColumnMapping({
  kind,
  header,
  sample,
  mapping,
  superTags,
  onChange,
}: ColumnMappingProps) {
  const t = useT(importMessages);
  const data = [
    {
      group: t('columns.fields'),
      items: [
        { value: 'ignore', label: t('columns.ignore') },
        ...KIND_FIELDS[kind].map((key) => ({
          value: targetValue({ kind: 'field', key }),
          label: fieldLabel(key, kind),
        })),
      ],
    },
    ...(superTagsApply(kind)
      ? superTags.map((definition) => ({
          group: t('columns.superTag', { name: definition.name }),
          items: definition.fields
            .filter((f) => f.name.trim() !== '')
            .map((f) => ({
              value: targetValue({ kind: 'superTag', tag: definition.name, field: f.name }),
              label: `${definition.name}: ${f.name}`,
            })),
        }))
      : []),
  ];
  // Below `sm` a table of three columns would scroll sideways and push the pickers off a phone's
  // screen: each column of the file is then a card of its own, its picker full width.
  const stacked = useMatches({ base: true, sm: false });
  const columns = header.map((name, column) => ({
    column,
    label: name === '' ? t('columns.unnamed', { number: column + 1 }) : name,
    example: sample.map((row) => row[column] ?? '').find((v) => v.trim() !== '') ?? '',
  }));
  const picker = (column: number, label: string) => (
    <Select
      aria-label={t('columns.fieldFor', { column: label })}
      data={data}
      value={targetValue(mapping[column] ?? { kind: 'ignore' })}
      allowDeselect={false}
      onChange={(value) => {
        const next = [...mapping];
        next[column] = targetFromValue(value ?? 'ignore');
        onChange(next);
      }}
    />
  );
  if (stacked)
    return (
      <Stack component="ul" aria-label={t('columns.label')} gap="xs" p={0} m={0} style={NO_BULLETS}>
        {columns.map(({ column, label, example }) => (
          <Paper component="li" key={column} withBorder p="xs">
            <Text fw={600} size="sm" style={BREAK_ANYWHERE}>
              {label}
            </Text>
            {example !== '' && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {example}
              </Text>
            )}
            {picker(column, label)}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('columns.label')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.column')}</Table.Th>
            <Table.Th scope="col">{t('columns.sample')}</Table.Th>
            <Table.Th scope="col">{t('columns.goesTo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map(({ column, label, example }) => (
            <Table.Tr key={column}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>
                <Text size="sm" lineClamp={1} maw={260}>
                  {example}
                </Text>
              </Table.Td>
              <Table.Td>{picker(column, label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
