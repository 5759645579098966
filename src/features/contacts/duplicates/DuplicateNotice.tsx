import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContactCollection } from '#api/records';
import type { DuplicateMatch } from './duplicateQueries';

/**
 * "Possibly a duplicate": the existing records a new one seems to repeat, each with a link that
 * opens it. The dialog's own button then reads "Create anyway".
 */
export function DuplicateNotice({
  collection,
  matches,
  onOpen,
}: {
  collection: ContactCollection;
  matches: readonly DuplicateMatch[];
  /** Before a match opens: the form lets go of what was typed (the user chose the existing one). */
  onOpen: () => void;
}) {
  const noun = collection === 'companies' ? 'company' : 'person';
  const plural = collection === 'companies' ? 'companies' : 'people';
  return (
    <Alert color="yellow" variant="light" title="Possibly a duplicate" role="status">
      <Text size="sm">
        {matches.length === 1
          ? `A ${noun} with this name exists already:`
          : `${matches.length} ${plural} with this name exist already:`}
      </Text>
      <List size="sm" spacing={2}>
        {matches.slice(0, 5).map((match) => (
          <List.Item key={match.id}>
            <Anchor component={Link} to={`/${collection}/${match.id}`} onClick={onOpen}>
              Open {match.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        Create anyway if it is another {noun} with the same name.
      </Text>
    </Alert>
  );
}
