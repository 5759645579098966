import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { downloadText, today } from '../download';
import { snapshotMessages } from './messages';
import { forgetJournal, loadJournal } from './journalStorage';

/** A restore of this file ran before in this browser: running again carries on from its journal. */
export function JournalNotice({
  snapshotKey,
  count,
  onForget,
}: {
  snapshotKey: string;
  count: number;
  onForget: () => void;
}) {
  const t = useT(snapshotMessages);
  const journal = loadJournal(snapshotKey);
  if (count === 0 || journal === null) return null;
  return (
    <Alert color="blue" title={t('journal.title')} role="status">
      <Text size="sm">{t('journal.text', { count, n: formatNumber(count) })}</Text>
      <Group mt="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() =>
            downloadText(
              `restore-journal-${today()}.json`,
              JSON.stringify(journal, null, 1),
              'application/json',
            )
          }
        >
          {t('journal.download')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            forgetJournal(snapshotKey);
            onForget();
          }}
        >
          {t('journal.forget')}
        </Button>
      </Group>
    </Alert>
  );
}
