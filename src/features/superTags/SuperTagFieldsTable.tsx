import { Badge, Table, Text } from '@mantine/core';
import type { SuperTagDefinition } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';

/** A definition's fields: name, type and (for multiple choice) the options, empty ones marked. */
export function SuperTagFieldsTable({
  definition,
  labelledBy,
}: {
  definition: SuperTagDefinition;
  labelledBy: string;
}) {
  if (definition.fields.length === 0) {
    return <Text c="dimmed">This SuperTag has no fields: applying it only marks a record.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Options</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definition.fields.map((field, index) => (
            <Table.Tr key={`${index}-${field.name}`}>
              <Table.Th scope="row" fw={500}>
                {field.name === '' ? 'Unnamed field' : field.name}
              </Table.Th>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={isMultipleChoice(field.type) ? 'grape' : 'gray'}
                  tt="none"
                  miw="max-content"
                >
                  {field.type}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {isMultipleChoice(field.type)
                    ? field.options
                        .map((option) => (option === '' ? '(empty)' : option))
                        .join(' · ') || 'None'
                    : field.text === ''
                      ? 'Free text'
                      : `Free text (${field.text})`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
