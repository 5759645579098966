import { useId } from 'react';
import {
  Anchor,
  Button,
  Card,
  Flex,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import type { RecordSuperTag, SuperTagDefinition } from '#xml/superTag';
import { emptyFieldNames, shownFieldValues } from '../../lib/superTagFormValues';
import { superTagMessages } from './messages';
import { setSuperTagFolded, useSuperTagFolded } from './superTagDisclosure';

export interface AppliedSuperTagCardProps {
  superTag: RecordSuperTag;
  /** Its definition; without one the values are shown but cannot be edited. */
  definition: SuperTagDefinition | undefined;
  removing: boolean;
  onEdit: (() => void) | undefined;
  onRemove: () => void;
}

/** Field names and values are user data: a long unbroken one wraps inside the card instead of widening it. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/**
 * One SuperTag on a record, as a group the user can fold (remembered per SuperTag in this
 * browser, `superTagDisclosure.ts`): its filled values as a term/description list, with edit and
 * remove. Fields without a value are left out and named in one line whose link opens the edit
 * dialog, where every field can be filled. A value sits beside its field name when both fit on
 * the line, else below it (phones, long names).
 */
export function AppliedSuperTagCard({
  superTag,
  definition,
  removing,
  onEdit,
  onRemove,
}: AppliedSuperTagCardProps) {
  const t = useT(superTagMessages);
  const bodyId = useId();
  const folded = useSuperTagFolded(superTag.name);
  const values = shownFieldValues(superTag, definition);
  const empty = emptyFieldNames(superTag, definition);
  const Chevron = folded ? IconChevronRight : IconChevronDown;
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t('card.label', { name: superTag.name })}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={3} size="h5" style={WRAP_ANYWHERE}>
          <UnstyledButton
            aria-expanded={!folded}
            aria-controls={bodyId}
            onClick={() => setSuperTagFolded(superTag.name, !folded)}
            style={{ display: 'inline-flex', alignItems: 'flex-start', gap: 4, font: 'inherit' }}
          >
            <Chevron size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
            <span style={WRAP_ANYWHERE}>{superTag.name}</span>
          </UnstyledButton>
        </Title>
        <Group gap="xs">
          {onEdit !== undefined && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={t('card.editLabel', { name: superTag.name })}
            >
              {t('card.edit')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            loading={removing}
            aria-label={t('card.removeLabel', { name: superTag.name })}
          >
            {t('card.remove')}
          </Button>
        </Group>
      </Group>
      <div id={bodyId} hidden={folded}>
        {values.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            {t('card.noValues')}
          </Text>
        ) : (
          <Stack component="dl" gap={4} mt={4} style={{ margin: 0 }}>
            {values.map((entry, index) => (
              <Flex
                key={`${index}-${entry.label}`}
                columnGap="xs"
                rowGap={0}
                wrap="wrap"
                align="baseline"
              >
                <Text component="dt" size="sm" fw={500} style={WRAP_ANYWHERE}>
                  {t('card.fieldLabel', { label: entry.label })}
                </Text>
                {/* Grows into the rest of the line, and drops below the name when less than 8rem is left. */}
                <Text component="dd" size="sm" m={0} style={{ ...WRAP_ANYWHERE, flex: '1 1 8rem' }}>
                  {entry.values.join('; ')}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
        {empty.length > 0 && values.length > 0 && (
          <Text size="xs" c="dimmed" mt={4} style={WRAP_ANYWHERE}>
            {t('card.emptyHidden', { count: empty.length })}
            {onEdit !== undefined && (
              <>
                {' · '}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={onEdit}
                  aria-label={t('card.fillLabel', { name: superTag.name })}
                  title={empty.join(', ')}
                >
                  {t('card.fill', { count: empty.length })}
                </Anchor>
              </>
            )}
          </Text>
        )}
      </div>
    </Card>
  );
}
