import { List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { describeStep, type StepNames } from './describeStep';
import type { MergeStep } from './mergeSteps';
import { useT } from '#i18n/useT';
import { mergeMessages } from './messages';

/** The steps of a merge or undo, one sentence each, those already run ticked. */
export function StepList({
  steps,
  names,
  done = 0,
}: {
  steps: readonly MergeStep[];
  names: StepNames;
  done?: number;
}) {
  const t = useT(mergeMessages);
  return (
    <List type="ordered" size="sm" spacing={2} aria-label={t('steps.label')}>
      {steps.map((step, index) => (
        <List.Item
          key={index}
          icon={index < done ? <IconCheck size={14} aria-label={t('steps.done')} /> : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {describeStep(step, names)}
        </List.Item>
      ))}
    </List>
  );
}
