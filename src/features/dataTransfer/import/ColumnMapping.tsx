import { Select, Table, Text } from '@mantine/core';
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
  const data = [
    {
      group: 'Fields',
      items: [
        { value: 'ignore', label: 'Ignore this column' },
        ...KIND_FIELDS[kind].map((key) => ({
          value: targetValue({ kind: 'field', key }),
          label: fieldLabel(key, kind),
        })),
      ],
    },
    ...(superTagsApply(kind)
      ? superTags.map((definition) => ({
          group: `SuperTag ${definition.name}`,
          items: definition.fields
            .filter((f) => f.name.trim() !== '')
            .map((f) => ({
              value: targetValue({ kind: 'superTag', tag: definition.name, field: f.name }),
              label: `${definition.name}: ${f.name}`,
            })),
        }))
      : []),
  ];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Column mapping" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col">Sample</Table.Th>
            <Table.Th scope="col">Goes to</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {header.map((name, column) => {
            const example =
              sample.map((row) => row[column] ?? '').find((v) => v.trim() !== '') ?? '';
            const label = name === '' ? `Column ${column + 1}` : name;
            return (
              <Table.Tr key={column}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Text size="sm" lineClamp={1} maw={260}>
                    {example}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Field for column ${label}`}
                    data={data}
                    value={targetValue(mapping[column] ?? { kind: 'ignore' })}
                    allowDeselect={false}
                    onChange={(value) => {
                      const next = [...mapping];
                      next[column] = targetFromValue(value ?? 'ignore');
                      onChange(next);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
