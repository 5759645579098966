import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useChangeAccountStages } from '#api/account';
import type { DealStage } from '#xml/dealStage';
import { useT } from '#i18n/useT';
import { stageMessages } from './messages';
import { RetiredStageMove } from './RetiredStageMove';
import { StageRow } from './StageRow';
import {
  draftProblems,
  draftsOf,
  moveDraft,
  newDraft,
  writesOf,
  type DraftProblem,
  type StageDraft,
} from './stageDrafts';
import classes from './StagesEditor.module.css';
import { stageName } from '#lib/stageName';
import { formatNumber } from '#lib/formatNumber';
import { MAX_SHORT_TEXT } from '#xml/textLimits';

/**
 * The stages as a list to edit and save at once: the service checks the whole list (names,
 * limits, a removed stage holding deals) and answers with it saved, or says every reason.
 */
export function StagesEditor({
  stages,
  onNotice,
}: {
  stages: readonly DealStage[];
  /** What a save or a move did, said where it outlives this list. */
  onNotice: (text: string) => void;
}) {
  const t = useT(stageMessages);
  const [drafts, setDrafts] = useState(() => draftsOf(stages));
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<readonly DraftProblem[]>([]);
  const save = useChangeAccountStages();
  const list = useRef<HTMLOListElement>(null);
  /** The control to focus once the list is drawn again (a moved row's button, a new row's name). */
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector !== null) list.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [drafts]);

  const change = (index: number, patch: Partial<StageDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const move = (index: number, step: -1 | 1) => {
    const draft = drafts[index]!;
    const to = index + step;
    const edge = to === 0 || to === drafts.length - 1;
    focusNext.current = `[data-stage="${draft.key}"] [data-step="${edge ? -step : step}"]`;
    setDrafts(moveDraft(drafts, index, step));
    setMessage(t('moved.to', { name: stageName(draft.name), position: to + 1 }));
  };
  const add = () => {
    const draft = newDraft();
    focusNext.current = `[data-stage="${draft.key}"] input[data-name]`;
    setDrafts((current) => [...current, draft]);
  };
  const problemText = (p: DraftProblem): string => {
    switch (p.problem) {
      case 'twice':
        return t('check.twice', { name: p.name });
      case 'tooLong':
        return t('check.tooLong', { limit: formatNumber(MAX_SHORT_TEXT) });
      case 'blank':
        return t('check.blank');
      case 'noOpen':
        return t('check.noOpen');
    }
  };
  const submit = () => {
    onNotice('');
    const found = draftProblems(drafts);
    setProblems(found);
    if (found.length > 0) return;
    // The promise, not the callback: the saved list redraws this editor before it resolves.
    save.mutateAsync(writesOf(drafts)).then(
      () => onNotice(t('save.done')),
      () => undefined,
    );
  };

  const retiredWithDeals = stages.filter((s) => s.retired && (s.deals ?? 0) > 0);
  return (
    <Stack gap="md">
      {problems.length > 0 && (
        <Alert color="red" title={t('save.refused')}>
          {problems.map((p) => (
            <div key={p.problem === 'twice' ? `twice:${p.name}` : p.problem}>{problemText(p)}</div>
          ))}
        </Alert>
      )}
      {problems.length === 0 && save.error !== null && (
        <Alert color="red" title={t('save.refused')}>
          {save.error.message}
        </Alert>
      )}
      <ol className={classes.list} aria-label={t('list.label')} ref={list}>
        {drafts.map((draft, index) => (
          <StageRow
            key={draft.key}
            draft={draft}
            position={index + 1}
            count={drafts.length}
            onChange={(patch) => change(index, patch)}
            onMove={(step) => move(index, step)}
            onRemove={() => setDrafts((current) => current.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <Group gap="sm">
        <Button variant="default" onClick={add}>
          {t('actions.add')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite" data-testid="stages-announcer">
        {message}
      </VisuallyHidden>
      {retiredWithDeals.map((stage) => (
        <RetiredStageMove key={stage.name} stage={stage} stages={stages} onNotice={onNotice} />
      ))}
    </Stack>
  );
}
