import { useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist, IconCoin, IconHistory, IconPhone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCreateComment } from '#api/comments';
import { ActivityTime } from '#components/ActivityTime';
import { CommentItem } from '#components/CommentsPanel';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { replyText } from '#lib/commentQuote';
import { shownCommunicationType } from '#lib/communicationTypeLabels';
import { errorMessage } from '#lib/errorMessage';
import { longLimitProps } from '#lib/fieldLimits';
import type { RecordRef } from '#api/records';
import { useT } from '#i18n/useT';
import { translateWithNodes } from '#i18n/withNodes';
import { CommunicationParticipants } from './CommunicationParticipants';
import { changeSentence, dealFieldParts, shownDealValue, type FeedItem } from './feedItems';
import { invalidateFeeds } from './feedQueries';
import { feedMessages } from './messages';

const ownerHref = (item: FeedItem) =>
  item.owner === undefined ? null : `/${item.owner.record.collection}/${item.owner.record.id}`;

/** "· on Ann Lee" for an item of a company's person. */
function OwnerNote({ item }: { item: FeedItem }) {
  const t = useT(feedMessages);
  const href = ownerHref(item);
  if (item.owner === undefined || href === null) return null;
  return (
    <Text span size="sm" c="dimmed">
      {' '}
      {translateWithNodes(t, 'item.on', {
        name: (
          <Anchor component={Link} to={href} size="sm">
            {item.owner.name}
          </Anchor>
        ),
      })}
    </Text>
  );
}

function Frame({
  icon,
  title,
  at,
  children,
  labelId,
}: {
  icon: ReactNode;
  title: ReactNode;
  at: string;
  children?: ReactNode;
  labelId: string;
}) {
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={labelId}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap" align="flex-start">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            {icon}
            <Text size="sm" id={labelId} style={BREAK_ANYWHERE}>
              {title}
            </Text>
          </Group>
          <ActivityTime iso={at} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** One entry of a record's feed (`viewer`: the record whose feed it is). */
export function FeedItemView({ item, viewer }: { item: FeedItem; viewer: RecordRef }) {
  const t = useT(feedMessages);
  const labelId = `feed-${item.key.replace(':', '-')}`;
  switch (item.type) {
    case 'comment':
      return (
        // The comments panel's own item: its text, Edit and Delete, with the feed's Reply under it.
        <CommentItem record={item.record} comment={item.comment}>
          <OwnerNote item={item} />
          <ReplyForm item={item} />
        </CommentItem>
      );
    case 'communication': {
      const c = item.communication;
      return (
        <Frame
          labelId={labelId}
          at={item.at}
          icon={<IconPhone size={16} aria-hidden />}
          title={
            <>
              <Anchor component={Link} to={`/communications/${c.id}`} size="sm" fw={500}>
                {c.subject === '' ? t('item.untitledCommunication', { id: c.id }) : c.subject}
              </Anchor>{' '}
              <Badge size="xs" variant="light" color="gray" tt="none">
                {shownCommunicationType(c.ctype)}
              </Badge>
              <OwnerNote item={item} />
            </>
          }
        >
          {c.body !== '' && (
            <Text size="sm" lineClamp={2} style={{ ...BREAK_ANYWHERE, whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          )}
          <CommunicationParticipants communicationId={c.id} viewer={viewer} />
        </Frame>
      );
    }
    case 'todo':
      return (
        <Frame
          labelId={labelId}
          at={item.at}
          icon={<IconChecklist size={16} aria-hidden />}
          title={
            <>
              {translateWithNodes(t, 'item.todoDone', {
                title: <b>{item.todo.title || t('item.untitledTodo', { id: item.todo.id })}</b>,
              })}
              {item.todo.assignedTo !== '' &&
                ` ${t('item.assignee', { name: item.todo.assignedTo })}`}
            </>
          }
        />
      );
    case 'change':
      return (
        <Frame
          labelId={labelId}
          at={item.at}
          icon={<IconHistory size={16} aria-hidden />}
          title={
            <>
              <b>{item.activity.userName || t('item.someone')}</b>{' '}
              {changeSentence(item.activity, item.noun)}
            </>
          }
        />
      );
    case 'dealChange':
      return (
        <Frame
          labelId={labelId}
          at={item.at}
          icon={<IconCoin size={16} aria-hidden />}
          title={<DealChangeLine item={item} />}
        />
      );
  }
}

/** "Ann changed the amount of the deal ‘Big order’ from ‘1’ to ‘2’", the deal's title a link. */
function DealChangeLine({ item }: { item: Extract<FeedItem, { type: 'dealChange' }> }) {
  const t = useT(feedMessages);
  const { change, activity } = item;
  const [first] = change.fields;
  const nodes = {
    user: <b>{activity.userName || t('item.someone')}</b>,
    deal: (
      <Anchor component={Link} to={`/deals/${activity.recordId}`} size="sm" fw={500}>
        ‘{change.title === '' ? t('deal.untitled', { id: activity.recordId }) : change.title}’
      </Anchor>
    ),
  };
  if (change.kind === 'several')
    return translateWithNodes(t, 'deal.several', nodes, { parts: dealFieldParts(change.fields) });
  if (change.kind === 'created' || first === undefined)
    return translateWithNodes(t, 'deal.created', nodes);
  return translateWithNodes(t, `deal.${change.kind}`, nodes, {
    field: t(`dealField.${first.field}`),
    old: shownDealValue(first.field, first.old),
    new: shownDealValue(first.field, first.new),
  });
}

/** A reply: a comment on the same record quoting the first line of the one it answers. */
function ReplyForm({ item }: { item: Extract<FeedItem, { type: 'comment' }> }) {
  const t = useT(feedMessages);
  const queryClient = useQueryClient();
  const create = useCreateComment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const author = item.comment.user || t('reply.thisComment');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('reply.writeFirst'));
      return;
    }
    try {
      await create.mutateAsync({
        record: item.record,
        input: { comment: replyText(item.comment.comment, text) },
      });
      setText('');
      setError(null);
      setOpen(false);
      notifications.show({ color: 'green', message: t('reply.posted') });
      await invalidateFeeds(queryClient);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  if (!open)
    return (
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t('reply.to', { author })}
          onClick={() => setOpen(true)}
        >
          {t('reply.button')}
        </Button>
      </Group>
    );
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reply.to', { author })}
          autosize
          minRows={2}
          maxRows={8}
          autoFocus
          value={text}
          error={error}
          {...longLimitProps(text)}
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
