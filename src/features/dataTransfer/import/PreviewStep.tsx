import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { countActions, type PlannedRow } from '../engine/csvImport/planImport';
import { ImportPreview } from './ImportPreview';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

export interface PreviewStepProps {
  plan: PlannedRow[];
  /** Another import is running (or the account is still being read): this one waits. */
  canStart: boolean;
  onStart: () => void;
}

/** Step 3: the dry run, every row as create, update, skip or error; nothing was sent. */
export function PreviewStep({ plan, canStart, onStart }: PreviewStepProps) {
  const t = useT(importMessages);
  const counts = countActions(plan);
  const rows = counts.create + counts.update;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('preview.title')}
      </Title>
      <ImportPreview plan={plan} />
      <Group>
        <Button onClick={onStart} disabled={rows === 0 || !canStart}>
          {t('preview.start', { count: rows })}
        </Button>
        {counts.error > 0 && <Text size="sm">{t('preview.errorsLeftOut')}</Text>}
      </Group>
    </Stack>
  );
}
