import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateComment, useDeleteComment, useUpdateComment } from '../api/comments';
import type { RecordRef } from '../api/records';
import type { MegaComment } from '#xml/megaComment';
import { errorMessage } from '../lib/errorMessage';
import { formatDateTime } from '../lib/formatDate';
import { longLimitProps } from '../lib/fieldLimits';
import { useCommentDraft } from '../hooks/useCommentDraft';
import { CommentText } from './CommentText';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface CommentsPanelProps {
  record: RecordRef;
  comments: readonly MegaComment[];
}

/**
 * A record's comments, oldest first: add one, edit or delete any (the API allows all three). A
 * comment typed and not sent is kept as the record's draft (useCommentDraft).
 */
export function CommentsPanel({ record, comments }: CommentsPanelProps) {
  const t = useT(componentMessages);
  const create = useCreateComment();
  const { text, setText, clear } = useCommentDraft(record);
  const [error, setError] = useState<string | null>(null);
  const ordered = [...comments].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('comments.writeFirst'));
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ record, input: { comment: text } });
      clear();
      notifications.show({ color: 'green', message: t('comments.added') });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Stack gap="sm">
      {ordered.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('comments.list')}
        >
          {ordered.map((comment) => (
            <li key={comment.id}>
              <CommentItem record={record} comment={comment} />
            </li>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('comments.new')}
            autosize
            minRows={2}
            maxRows={8}
            value={text}
            {...longLimitProps(text)}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('comments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * One comment with its author and time, its text (a quote drawn as a quote, long ones folded),
 * and Edit / Delete; `children` go under it (the record feed's Reply).
 */
export function CommentItem({
  record,
  comment,
  children,
}: {
  record: RecordRef;
  comment: MegaComment;
  children?: ReactNode;
}) {
  const t = useT(componentMessages);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useUnsavedChanges(draft !== null && draft !== comment.comment);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || draft.trim() === '') {
      setFailure(t('comments.cannotBeEmpty'));
      return;
    }
    try {
      await update.mutateAsync({ id: comment.id, input: { comment: draft }, record });
      setDraft(null);
      setFailure(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function destroy() {
    try {
      await remove.mutateAsync({ id: comment.id, record });
      notifications.show({ color: 'green', message: t('comments.deleted') });
    } catch (error) {
      setFailure(errorMessage(error));
      setConfirming(false);
    }
  }

  return (
    <Paper
      withBorder
      p="sm"
      component="article"
      aria-label={t('comments.by', {
        author: comment.user || t('comments.unknown'),
        date: formatDateTime(comment.createdAt),
      })}
    >
      <Text size="xs" c="dimmed" mb={4}>
        {comment.user || t('comments.unknownAuthor')} ·{' '}
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
      </Text>
      {failure !== null && (
        <Alert role="alert" color="red" variant="light" mb="xs">
          {failure}
        </Alert>
      )}
      {draft === null ? (
        <CommentText text={comment.comment} />
      ) : (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Textarea
            label={t('comments.edit')}
            autosize
            minRows={2}
            maxRows={8}
            autoFocus
            value={draft}
            {...longLimitProps(draft)}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group gap="xs" mt="xs">
            <Button size="xs" type="submit" loading={update.isPending}>
              {t('comments.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              {t('comments.cancel')}
            </Button>
          </Group>
        </form>
      )}
      {draft === null && (
        <Group gap="xs" mt="xs">
          {confirming ? (
            <>
              <Text size="sm">{t('comments.confirmDelete')}</Text>
              <Button
                size="xs"
                color="red.8"
                loading={remove.isPending}
                onClick={() => void destroy()}
              >
                {t('comments.yesDelete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('comments.keep')}
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="default" onClick={() => setDraft(comment.comment)}>
                {t('comments.edit')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
                {t('comments.delete')}
              </Button>
            </>
          )}
        </Group>
      )}
      {children}
    </Paper>
  );
}
