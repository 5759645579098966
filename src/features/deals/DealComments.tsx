import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useCreateComment } from '../../api/comments';
import type { Deal } from '../../api/xml/deal';
import { errorMessage } from '../../components/errorMessage';
import { formatDateTime } from '../../components/formatDate';

/**
 * The deal's comments (its embedded `mega_comments`) and a box to add one. The shared comments
 * panel with edit and delete belongs to issue 4; until it exists this covers reading and adding.
 */
export function DealComments({ deal }: { deal: Deal }) {
  const headingId = useId();
  const [text, setText] = useState('');
  const create = useCreateComment();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return;
    try {
      await create.mutateAsync({ record: { collection: 'deals', id: deal.id }, input: { comment: text.trim() } });
      setText('');
      create.reset();
    } catch {
      // Shown below the box from `create.error`.
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Comments
      </Title>
      {deal.megaComments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {deal.megaComments.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            {comment.user} · {formatDateTime(comment.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.comment}
          </Text>
        </Paper>
      ))}
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="xs">
          {create.isError && (
            <Alert role="alert" color="red" variant="light" title="The comment was not added">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Textarea label="New comment" autosize minRows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={create.isPending} disabled={text.trim() === ''}>
              Add comment
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
