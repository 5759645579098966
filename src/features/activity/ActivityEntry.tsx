import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Activity } from '#xml/activity';
import { recordHref } from '../../api/activities';
import { ActivityTime } from '../../components/ActivityTime';
import {
  activityActor,
  activityDescription,
  commentOfActivity,
  RECORD_TYPE_LABELS,
} from '../../lib/activityText';
import { CommentText } from '../../components/CommentText';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { FieldChanges } from '../../components/FieldChanges';
import { useT } from '#i18n/useT';
import { activityMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** The record an activity is about: a link, or its name marked "(deleted)" when it is gone. */
export function RecordName({ activity, deleted }: { activity: Activity; deleted: boolean }) {
  const t = useT(activityMessages);
  const name = activity.name === '' ? `#${activity.recordId}` : activity.name;
  if (deleted)
    return (
      <Text span size="sm" fw={500}>
        {name}{' '}
        <Text span size="sm" c="dimmed">
          {t('entry.deleted')}
        </Text>
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={recordHref(activity.recordType, activity.recordId)}
      size="sm"
      fw={500}
    >
      {name}
    </Anchor>
  );
}

/** One entry of the stream: who did what to which record, when, and the fields' old → new. */
export function ActivityEntry({
  activity,
  deleted,
  children,
}: {
  activity: Activity;
  deleted: boolean;
  /** Extra content (the Comments feed's reply form). */
  children?: ReactNode;
}) {
  // A comment shows what it said (quote drawn as one), not "Comment added" and a field change.
  const comment = commentOfActivity(activity);
  // Each entry is taken over on its own (takeOverSteps.ts): a drawn page of fifty entries taken
  // over at once was one task of 115–280 ms at normal CPU.
  return (
    <HydrateLater>
      <Paper withBorder p="sm" component="article" aria-labelledby={`activity-${activity.id}`}>
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" id={`activity-${activity.id}`} style={BREAK_ANYWHERE}>
              <Text span size="sm">
                {activityActor(activity)}{' '}
              </Text>
              <RecordName activity={activity} deleted={deleted} />
            </Text>
            <Group gap="xs">
              <Badge size="sm" variant="light" color="gray">
                {RECORD_TYPE_LABELS[activity.recordType]}
              </Badge>
              <ActivityTime iso={activity.date} />
            </Group>
          </Group>
          {comment !== null ? (
            <CommentText text={comment} />
          ) : (
            <>
              {activity.description !== '' && (
                <Text size="sm" style={{ ...BREAK_ANYWHERE, whiteSpace: 'pre-wrap' }}>
                  {activityDescription(activity)}
                </Text>
              )}
              <FieldChanges changes={activity.changes} />
            </>
          )}
          {children}
        </Stack>
      </Paper>
    </HydrateLater>
  );
}
