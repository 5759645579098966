import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMoveStageDeals } from '#api/account';
import type { DealStage } from '#xml/dealStage';
import { useT } from '#i18n/useT';
import { stageMessages } from './messages';
import { stageName } from '#lib/stageName';

/** A retired stage still holding deals offers to move them all to a stage that is not retired. */
export function RetiredStageMove({
  stage,
  stages,
  onNotice,
}: {
  stage: DealStage;
  stages: readonly DealStage[];
  onNotice: (text: string) => void;
}) {
  const t = useT(stageMessages);
  const targets = stages
    .filter((s) => !s.retired)
    .map((s) => ({ value: s.name, label: stageName(s.name) }));
  const [target, setTarget] = useState<string | null>(targets[0]?.value ?? null);
  const move = useMoveStageDeals();
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('move.title', { name: stageName(stage.name) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('row.deals', { count: stage.deals ?? 0 })}
        </Text>
        {move.error !== null && (
          <Alert color="red" title={t('move.refused')}>
            {move.error.message}
          </Alert>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('move.target', { name: stageName(stage.name) })}
            data={targets}
            value={target ?? ''}
            onChange={(event) => setTarget(event.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={target === null}
            loading={move.isPending}
            onClick={() => {
              if (target === null) return;
              // The promise, not the callback: this panel is gone once the deals moved.
              void move.mutateAsync({ from: stage.name, to: target }).then(
                (done) =>
                  onNotice(
                    t('move.done', {
                      count: done.deals ?? 0,
                      from: stageName(stage.name),
                      to: stageName(target),
                    }),
                  ),
                () => undefined,
              );
            }}
          >
            {t('move.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
