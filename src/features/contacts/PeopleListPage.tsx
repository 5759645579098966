import { contactsMessages } from './messages';
import { listPeopleSorted } from '../../api/people';
import type { Person } from '#xml/person';
import { ContactListPage, type ContactListKind } from './ContactListPage';
import { PERSON_CSV } from './csv/contactCsv';
import { PeopleTable } from './PeopleTable';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The bulk actions, shown once rows are selected, and the "New …" form bring Mantine's overlays
// (floating-ui, the Modal and Combobox families): loaded when first used, not with the list.
const BulkActionsBar = lazyNamed(() => import('./BulkActionsBar'), 'BulkActionsBar');
const NewPersonModal = lazyNamed(() => import('./NewPersonModal'), 'NewPersonModal');

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
