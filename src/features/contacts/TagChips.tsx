import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import { Badge, Group, Text } from '@mantine/core';
import { WRAPPING_CHIP_STYLES } from '../../lib/wrappingChip';

export interface TagChipsProps {
  tags: readonly { id: number; name: string; supertag: boolean }[];
  /** Shown when there are no tags; nothing when omitted. */
  emptyText?: string;
}

/** A record's tags as badges; SuperTags are told apart by colour and by their accessible name. */
export function TagChips({ tags, emptyText }: TagChipsProps) {
  const t = useT(contactsMessages);
  if (tags.length === 0) {
    return emptyText === undefined ? null : (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Group
      gap={6}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('tags.label')}
    >
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge
            variant="light"
            color={tag.supertag ? 'grape' : 'gray'}
            tt="none"
            styles={WRAPPING_CHIP_STYLES}
            title={tag.supertag ? t('tags.superTag', { name: tag.name }) : undefined}
          >
            {tag.name}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
