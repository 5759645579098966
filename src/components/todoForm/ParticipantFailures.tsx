import { Alert, List, Text } from '@mantine/core';
import { errorMessage } from '../../lib/errorMessage';
import { useResolvedContact } from '../../hooks/useResolvedContact';
import type { ParticipantFailure } from './useSaveTodo';
import { useT } from '#i18n/useT';
import { todoFormMessages } from './messages';

/** Which related contacts the service did not take after the to-do itself was saved, and why. */
export function ParticipantFailures({ failures }: { failures: readonly ParticipantFailure[] }) {
  const t = useT(todoFormMessages);
  if (failures.length === 0) return null;
  return (
    <Alert role="alert" color="red" variant="light" title={t('failures.title')}>
      <List size="sm" spacing={2}>
        {failures.map((failure) => (
          <FailureItem key={`${failure.change}-${failure.contact.id}`} failure={failure} />
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('failures.retry')}
      </Text>
    </Alert>
  );
}

function FailureItem({ failure }: { failure: ParticipantFailure }) {
  const t = useT(todoFormMessages);
  const { name } = useResolvedContact(failure.contact);
  const values = { name, error: errorMessage(failure.error) };
  return (
    <List.Item>
      {failure.change === 'add' ? t('failures.notAdded', values) : t('failures.notRemoved', values)}
    </List.Item>
  );
}
