import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Activity } from '#xml/activity';
import { activityQueries, deletedRecords, recordOfActivity } from '../../api/activities';
import { useCreateComment } from '../../api/comments';
import { commentOfActivity } from '../../lib/activityText';
import { replyText } from '../../lib/commentQuote';
import { errorMessage } from '../../lib/errorMessage';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { ActivityEntry } from './ActivityEntry';
import { ActivityFilterBar, useActivityFilters } from './ActivityFilterBar';
import { matchesFilters } from './ActivityFilters';
import { StreamList } from './StreamList';
import { useT } from '#i18n/useT';
import { activityMessages } from './messages';

/**
 * Comments across every record kind, newest first: the activity stream's `commented` entries,
 * which name the record (a comment alone carries only a record id, not its kind). Filtered by
 * record kind and author (in the URL); each opens its record and takes a reply in place.
 */
export function CommentsFeedPage() {
  const t = useT(activityMessages);
  const [filters, setFilter] = useActivityFilters();
  return (
    <Stack gap="md">
      <ScreenHeader title={t('comments.title')} />
      <ActivityFilterBar
        filters={filters}
        onChange={setFilter}
        dates={false}
        userLabel={t('comments.author')}
      />
      <StreamList
        search={{ userId: filters.userId ?? undefined }}
        keep={(activity) => activity.kind === 'commented' && matchesFilters(activity, filters)}
        label={t('comments.list')}
        empty={t('comments.empty')}
      >
        {(shown, all) => {
          const deleted = deletedRecords(all);
          return shown.map((activity) => {
            const gone = deleted.has(`${activity.recordType}:${activity.recordId}`);
            return (
              <li key={activity.id}>
                <ActivityEntry activity={activity} deleted={gone}>
                  {!gone && <ReplyInPlace activity={activity} />}
                </ActivityEntry>
              </li>
            );
          });
        }}
      </StreamList>
    </Stack>
  );
}

function ReplyInPlace({ activity }: { activity: Activity }) {
  const t = useT(activityMessages);
  const queryClient = useQueryClient();
  const create = useCreateComment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const about = activity.name === '' ? `#${activity.recordId}` : activity.name;
  // Several comments may be on one record, each with its box: a stored draft would open them all,
  // so an unsent reply is guarded (leaving asks) rather than kept.
  useUnsavedChanges(open && text.trim() !== '');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('reply.writeFirst'));
      return;
    }
    setError(null);
    try {
      // Tied to the comment it answers by quoting its first line (when the stream has its text).
      const answered = commentOfActivity(activity);
      const comment = answered === null ? text : replyText(answered, text);
      await create.mutateAsync({ record: recordOfActivity(activity), input: { comment } });
      setText('');
      setOpen(false);
      notifications.show({ color: 'green', message: t('reply.posted', { record: about }) });
      await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  if (!open)
    return (
      <Group>
        <Button size="xs" variant="subtle" onClick={() => setOpen(true)}>
          {t('reply.open')}
        </Button>
      </Group>
    );
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reply.label', { record: about })}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          error={error}
          data-autofocus
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={create.isPending}>
            {t('reply.post')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            {t('reply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
