import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { editableFields } from '../../lib/superTagFormValues';
import { SuperTagValueCell } from './SuperTagValueCell';
import type { SuperTagRowsProps } from './SuperTagRowsTable';

/**
 * The records carrying a SuperTag on a phone: one card per record, its fields as label and value
 * underneath, each value editable in place as in the table.
 */
export function SuperTagRecordCards({ rows, definition, busy, labelledBy }: SuperTagRowsProps) {
  const fields = editableFields(definition);
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-labelledby={labelledBy}
      aria-busy={busy}
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1 }}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm" radius="sm" aria-label={row.label}>
          <Anchor component={Link} to={row.href} fw={500}>
            {row.label}
          </Anchor>
          <Stack gap={4} mt={6}>
            {fields.map((editable, index) => (
              <Group
                key={`${index}-${editable.field.name}`}
                gap="xs"
                wrap="nowrap"
                align="flex-start"
              >
                <Text size="sm" c="dimmed" w="40%" style={{ flexShrink: 0 }}>
                  {editable.field.name}
                </Text>
                <SuperTagValueCell
                  record={{ collection: row.collection, id: row.id }}
                  recordLabel={row.label}
                  applied={row.applied}
                  editable={editable}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
