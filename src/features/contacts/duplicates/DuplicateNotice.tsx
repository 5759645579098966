import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContactCollection } from '#api/records';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import type { DuplicateMatch } from './duplicateQueries';
import { duplicateMessages } from './messages';

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
  const t = useT(duplicateMessages);
  const companies = collection === 'companies';
  const number = formatNumber(matches.length);
  return (
    <Alert color="yellow" variant="light" title={t('notice.title')} role="status">
      <Text size="sm">
        {matches.length === 1
          ? t(companies ? 'notice.oneCompany' : 'notice.onePerson')
          : t(companies ? 'notice.companies' : 'notice.people', { number })}
      </Text>
      <List size="sm" spacing={2}>
        {matches.slice(0, 5).map((match) => (
          <List.Item key={match.id}>
            <Anchor component={Link} to={`/${collection}/${match.id}`} onClick={onOpen}>
              {t('notice.open', { name: match.name })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        {t(companies ? 'notice.createAnywayCompany' : 'notice.createAnywayPerson')}
      </Text>
    </Alert>
  );
}
