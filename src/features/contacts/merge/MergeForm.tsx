import { useMemo, useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#lib/errorMessage';
import { namesOf } from './describeStep';
import { defaultChoices, differingFields, fieldLabel, type FieldOption } from './fieldChoices';
import { saveNewJob } from './jobStore';
import type { MergeJob } from './mergeJob';
import { planMerge, type MergeChoices } from './mergePlan';
import type { MergeRecord, MergeSnapshot } from './mergeSnapshot';
import { StepList } from './StepList';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { mergeMessages } from './messages';

function shownValue(option: FieldOption, records: readonly MergeRecord[]): string {
  if (option.value === null || option.value === '') return mergeMessages.t('form.empty');
  if (typeof option.value === 'number') {
    const record = records.find((r) => r.id === option.recordId);
    return record?.employerName || mergeMessages.t('form.unnamedCompany', { id: option.value });
  }
  return option.value.length > 120 ? `${option.value.slice(0, 120)}…` : option.value;
}

/**
 * Picks the record that stays and, for each field whose values differ, the value that wins;
 * lists every step the merge will take (the dry run) and starts it. The merge is kept in this
 * browser before its first request.
 */
export function MergeForm({ snapshot }: { snapshot: MergeSnapshot }) {
  const t = useT(mergeMessages);
  const navigate = useNavigate();
  const [choices, setChoices] = useState<MergeChoices>(() =>
    defaultChoices(snapshot, snapshot.records[0]!.id),
  );
  const [startError, setStartError] = useState<string | null>(null);
  const fields = useMemo(() => differingFields(snapshot), [snapshot]);
  const names = useMemo(() => namesOf(snapshot), [snapshot]);
  const plan = useMemo(() => {
    try {
      return { steps: planMerge(snapshot, choices), error: null };
    } catch (error) {
      return { steps: [], error: errorMessage(error) };
    }
  }, [snapshot, choices]);
  const survivor = snapshot.records.find((r) => r.id === choices.survivorId)!;
  const others = snapshot.records.filter((r) => r !== survivor);

  function start() {
    const job: MergeJob = {
      id: `merge-${Date.now().toString(36)}-${survivor.id}`,
      kind: 'merge',
      collection: snapshot.collection,
      title: t('form.title', {
        others: others.map((r) => r.label).join(', '),
        survivor: survivor.label,
      }),
      snapshot,
      survivorId: survivor.id,
      steps: plan.steps,
      done: 0,
      results: {},
      skipped: [],
      recreated: {},
      error: null,
      createdAt: new Date().toISOString(),
    };
    try {
      saveNewJob(job);
    } catch (error) {
      setStartError(errorMessage(error));
      return;
    }
    void navigate(`/duplicates/merge?job=${encodeURIComponent(job.id)}&run=1`);
  }

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('form.survivor')}
        description={t('form.survivorHelp')}
        value={String(choices.survivorId)}
        onChange={(value) => setChoices(defaultChoices(snapshot, Number(value)))}
      >
        <Stack gap={4} mt="xs">
          {snapshot.records.map((record) => (
            <Radio
              key={record.id}
              value={String(record.id)}
              label={t('form.record', { label: record.label, id: record.id })}
            />
          ))}
        </Stack>
      </Radio.Group>
      {fields.map(({ field, options }) => (
        <Radio.Group
          key={field}
          label={fieldLabel(field)}
          value={String(choices.winners[field] ?? choices.survivorId)}
          onChange={(value) =>
            setChoices((current) => ({
              ...current,
              winners: { ...current.winners, [field]: Number(value) },
            }))
          }
        >
          <Stack gap={4} mt="xs">
            {options.map((option) => (
              <Radio
                key={option.recordId}
                value={String(option.recordId)}
                label={shownValue(option, snapshot.records)}
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('form.stepsTitle', { number: formatNumber(plan.steps.length) })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('form.nothingYet')}
        </Text>
        {plan.error !== null ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {plan.error}
          </Alert>
        ) : (
          <StepList steps={plan.steps} names={names} />
        )}
      </Stack>
      {startError !== null && (
        <Alert role="alert" color="red" variant="light" title={t('form.notStarted')}>
          {startError}
        </Alert>
      )}
      <Group>
        <Button onClick={start} disabled={plan.error !== null}>
          {t('form.merge', { count: snapshot.records.length })}
        </Button>
      </Group>
    </Stack>
  );
}
