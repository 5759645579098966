import { Alert, List, Text } from '@mantine/core';
import { errorMessage } from '../../lib/errorMessage';
import { useResolvedContact } from '../../hooks/useResolvedContact';
import type { ParticipantFailure } from './useSaveTodo';

/** Which related contacts the service did not take after the to-do itself was saved, and why. */
export function ParticipantFailures({ failures }: { failures: readonly ParticipantFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title="The to-do was saved, but not all of its related contacts"
    >
      <List size="sm" spacing={2}>
        {failures.map((failure) => (
          <FailureItem key={`${failure.change}-${failure.contact.id}`} failure={failure} />
        ))}
      </List>
      <Text size="sm" mt="xs">
        Change the related contacts or save again to retry.
      </Text>
    </Alert>
  );
}

function FailureItem({ failure }: { failure: ParticipantFailure }) {
  const { name } = useResolvedContact(failure.contact);
  return (
    <List.Item>
      {name} could not be {failure.change === 'add' ? 'added' : 'removed'}:{' '}
      {errorMessage(failure.error)}
    </List.Item>
  );
}
