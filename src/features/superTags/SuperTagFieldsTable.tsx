import { Badge, Table, Text } from '@mantine/core';
import type { SuperTagDefinition } from '#xml/superTag';
import { isMultipleChoice } from '#xml/superTagNames';
import { useT } from '#i18n/useT';
import { fieldTypeLabel } from './fieldTypeLabel';
import { superTagMessages } from './messages';

/** A definition's fields: name, type and (for multiple choice) the options, empty ones marked. */
export function SuperTagFieldsTable({
  definition,
  labelledBy,
}: {
  definition: SuperTagDefinition;
  labelledBy: string;
}) {
  const t = useT(superTagMessages);
  if (definition.fields.length === 0) {
    return <Text c="dimmed">{t('fields.none')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('fields.field')}</Table.Th>
            <Table.Th scope="col">{t('fields.type')}</Table.Th>
            <Table.Th scope="col">{t('fields.options')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definition.fields.map((field, index) => (
            <Table.Tr key={`${index}-${field.name}`}>
              <Table.Th scope="row" fw={500}>
                {field.name === '' ? t('unnamedField') : field.name}
              </Table.Th>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={isMultipleChoice(field.type) ? 'grape' : 'gray'}
                  tt="none"
                  miw="max-content"
                >
                  {fieldTypeLabel(t, field.type)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {isMultipleChoice(field.type)
                    ? field.options
                        .map((option) => (option === '' ? t('emptyOption') : option))
                        .join(' · ') || t('fields.noOptions')
                    : field.text === ''
                      ? t('fields.freeText')
                      : t('fields.freeTextWith', { text: field.text })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
