import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreateComment } from '#api/comments';
import { companyQueries } from '#api/companies';
import { fullName } from '#xml/person';
import { useApiClient } from '#api/client/ApiClientProvider';
import { personQueries } from '#api/people';
import type { RecordRef } from '#api/records';
import { personDetail } from '#lib/personDetail';
import { LazyTodoFormModal } from '#components/todoForm/LazyTodoFormModal';
import { errorMessage } from '#lib/errorMessage';
import { longLimitProps } from '#lib/fieldLimits';
import { feedQueries, invalidateFeeds } from './feedQueries';
import { LazyMount } from '#components/lazy/LazyMount';
import { LOG_KIND_SPECS, LOG_KINDS, type DraftParticipant, type LogKind } from './logKinds';
import { useCommentDraft } from '#hooks/useCommentDraft';
import { useT } from '#i18n/useT';
import { feedMessages } from './messages';
import { lazyNamed } from '#components/lazy/lazyNamed';

// The log dialog (a Modal with contact pickers) loads at its first opening, not with the page.
const LogDialog = lazyNamed(() => import('./LogDialog'), 'LogDialog');

/** The top of the feed: a comment, or a call, meeting, e-mail, note or to-do to log. */
export function FeedComposer({ record }: { record: RecordRef }) {
  const t = useT(feedMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const create = useCreateComment();
  // Typed and not sent, a comment is kept as the record's draft (useCommentDraft).
  const { text, setText, clear } = useCommentDraft(record);
  const [error, setError] = useState<string | null>(null);
  const [logging, setLogging] = useState<LogKind | null>(null);
  const [addingTodo, setAddingTodo] = useState(false);
  const isContact = record.collection === 'companies' || record.collection === 'people';
  const person = useQuery({
    ...personQueries.detail(client, record.id),
    enabled: record.collection === 'people',
  });
  const company = useQuery({
    ...companyQueries.detail(client, record.id),
    enabled: record.collection === 'companies',
  });
  // Both are the page's own record: already read, so no request.
  const name =
    record.collection === 'people'
      ? person.data === undefined
        ? ''
        : fullName(person.data.value)
      : (company.data?.value.name ?? '');
  // The dialog names its prefilled participant when it opens: not before the name is known.
  const nameKnown = record.collection === 'people' ? person.data !== undefined : true;
  const people = useQuery({
    ...feedQueries.people(client, record),
    enabled: record.collection === 'companies',
  });
  const prefill: DraftParticipant[] =
    record.collection === 'people'
      ? [
          {
            contactId: record.id,
            name,
            detail: person.data === undefined ? '' : personDetail(person.data.value),
            role: 'to',
          },
        ]
      : [];
  const preferred =
    record.collection === 'companies' && people.data !== undefined
      ? { group: t('composer.peopleAt', { name }), people: people.data.persons }
      : undefined;

  async function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('composer.writeFirst'));
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ record, input: { comment: text } });
      clear();
      notifications.show({ color: 'green', message: t('composer.added') });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Stack gap="xs">
      <form onSubmit={(event) => void post(event)} noValidate aria-label={t('composer.label')}>
        <Stack gap="xs">
          <Textarea
            label={t('composer.label')}
            autosize
            minRows={2}
            maxRows={8}
            value={text}
            error={error}
            {...longLimitProps(text)}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group gap="xs" wrap="wrap">
            <Button type="submit" size="xs" loading={create.isPending}>
              {t('composer.post')}
            </Button>
            {isContact &&
              LOG_KINDS.map((kind) => (
                <Button
                  key={kind}
                  size="xs"
                  variant="default"
                  disabled={!nameKnown}
                  onClick={() => setLogging(kind)}
                >
                  {LOG_KIND_SPECS[kind].action}
                </Button>
              ))}
            {isContact && (
              <Button size="xs" variant="default" onClick={() => setAddingTodo(true)}>
                {t('composer.addTodo')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <LazyMount when={logging !== null}>
        {(opened) => (
          <LogDialog
            kind={opened ? logging : null}
            prefill={prefill}
            preferred={preferred}
            onClose={() => setLogging(null)}
            onWritten={() => void invalidateFeeds(queryClient)}
          />
        )}
      </LazyMount>
      {isContact && (
        <LazyTodoFormModal
          opened={addingTodo}
          todo={null}
          fromContact={{
            id: record.id,
            kind: record.collection === 'companies' ? 'companies' : 'people',
            name,
          }}
          onClose={() => {
            setAddingTodo(false);
            void invalidateFeeds(queryClient);
          }}
        />
      )}
    </Stack>
  );
}
