import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { SuperTagDefinition } from '#xml/superTag';
import { editableFields } from '../../lib/superTagFormValues';
import { SuperTagValueCell } from './SuperTagValueCell';
import type { SuperTagRow } from './superTagRows';
import { ListTable } from '#components/ListTable';

export interface SuperTagRowsProps {
  rows: readonly SuperTagRow[];
  definition: SuperTagDefinition;
  busy: boolean;
  labelledBy: string;
}

/** The records carrying a SuperTag as a table: the record, then one column per field. */
export function SuperTagRowsTable({
  rows,
  definition,
  rowHeader,
  busy,
  labelledBy,
}: SuperTagRowsProps & { rowHeader: string }) {
  const fields = editableFields(definition);
  return (
    <ListTable
      labelledBy={labelledBy}
      busy={busy}
      minWidth={Math.max(320, 180 * (fields.length + 1))}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeader}</Table.Th>
          {fields.map(({ field }, index) => (
            <Table.Th scope="col" key={`${index}-${field.name}`}>
              {field.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={row.href}>
                {row.label}
              </Anchor>
            </Table.Th>
            {fields.map((editable, index) => (
              <Table.Td key={`${index}-${editable.field.name}`} valign="top">
                <SuperTagValueCell
                  record={{ collection: row.collection, id: row.id }}
                  recordLabel={row.label}
                  applied={row.applied}
                  editable={editable}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
