import { contactsMessages } from './messages';
import { listPeopleSorted } from '../../api/people';
import type { Person } from '#xml/person';
import { BulkActionsBar } from './BulkActionsBar';
import { ContactListPage, type ContactListKind } from './ContactListPage';
import { PERSON_CSV } from './csv/contactCsv';
import { NewPersonModal } from './NewPersonModal';
import { PeopleTable } from './PeopleTable';

const PEOPLE: ContactListKind<Person> = {
  sortKeys: ['name', 'last_name', 'updated_at', 'created_at'],
  collection: 'people',
  fetchPage: listPeopleSorted,
  csv: PERSON_CSV,
  Table: PeopleTable,
  bulkBar: (selected, clearSelection) => (
    <BulkActionsBar
      target={{ collection: 'people', records: selected }}
      noun={contactsMessages.t('people.noun')}
      onClearSelection={clearSelection}
    />
  ),
  NewModal: NewPersonModal,
  pathOf: (id) => `/people/${id}`,
};

/** People (see ContactListPage); "New person" creates one. */
export function PeopleListPage() {
  return <ContactListPage kind={PEOPLE} />;
}
