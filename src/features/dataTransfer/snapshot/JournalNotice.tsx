import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText, today } from '../download';
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
  const journal = loadJournal(snapshotKey);
  if (count === 0 || journal === null) return null;
  return (
    <Alert color="blue" title="A restore of this file was run before" role="status">
      <Text size="sm">
        {count} records were restored by it. Restoring again carries on: records that still exist
        are not created twice.
      </Text>
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
          Download the journal
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            forgetJournal(snapshotKey);
            onForget();
          }}
        >
          Forget it (restore everything again)
        </Button>
      </Group>
    </Alert>
  );
}
