import { ActionIcon, Badge, Checkbox, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { STAGE_KINDS } from '#xml/dealStage';
import { useT } from '#i18n/useT';
import { stageMessages } from './messages';
import { isRemovable, type StageDraft } from './stageDrafts';
import classes from './StagesEditor.module.css';
import { stageName } from '#lib/stageName';

export interface StageRowProps {
  draft: StageDraft;
  /** 1-based, as the controls' names say it. */
  position: number;
  count: number;
  onChange: (patch: Partial<StageDraft>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One stage: its name, kind, whether it is retired, its deals, and moving or removing it. */
export function StageRow({ draft, position, count, onChange, onMove, onRemove }: StageRowProps) {
  const t = useT(stageMessages);
  const kinds = STAGE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }));
  const renamedFrom = draft.was !== null && draft.was !== draft.name.trim() ? draft.was : null;
  // A classic name (Pending, Won…) reads in the console's language everywhere else: say how.
  const shownAs = stageName(draft.name.trim());
  return (
    <li className={classes.row} data-stage={draft.key}>
      <TextInput
        className={classes.name}
        aria-label={t('row.name', { position })}
        value={draft.name}
        maxLength={255}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        data-name
      />
      {/* The browser's own select: a Combobox would bring floating-ui into the screen's first visit. */}
      <NativeSelect
        className={classes.kind}
        aria-label={t('row.kind', { position })}
        data={kinds}
        value={draft.kind}
        onChange={(event) => {
          const kind = STAGE_KINDS.find((k) => k === event.currentTarget.value);
          if (kind !== undefined) onChange({ kind });
        }}
      />
      <Checkbox
        label={t('row.retired')}
        aria-label={t('row.retiredLabel', { position })}
        checked={draft.retired}
        onChange={(event) => onChange({ retired: event.currentTarget.checked })}
      />
      {draft.was === null ? (
        <Badge variant="light">{t('row.new')}</Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('row.deals', { count: draft.deals })}
        </Text>
      )}
      {shownAs !== draft.name.trim() && (
        <Text size="xs" c="dimmed">
          {t('row.shownAs', { name: shownAs })}
        </Text>
      )}
      {renamedFrom !== null && (
        <Text size="xs" c="dimmed">
          {t('row.renamed', { name: renamedFrom })}
        </Text>
      )}
      <ActionIcon.Group>
        <ActionIcon
          variant="default"
          aria-label={t('row.up', { position })}
          disabled={position === 1}
          onClick={() => onMove(-1)}
          data-step={-1}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('row.down', { position })}
          disabled={position === count}
          onClick={() => onMove(1)}
          data-step={1}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </ActionIcon.Group>
      {isRemovable(draft) && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('row.remove', { position })}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}
