import { contactsMessages } from './messages';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Person } from '#xml/person';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { TagChips } from './TagChips';
import { personTitle } from './contactRecord';
import { ContactsTable, type ContactTableKind, type ContactTableProps } from './ContactsTable';

const PERSON_TABLE: ContactTableKind<Person> = {
  get noun() {
    return contactsMessages.t('people.noun');
  },
  titleOf: personTitle,
  pathOf: (id) => `/people/${id}`,
  columns: [
    {
      get header() {
        return contactsMessages.t('table.title');
      },
      visibleFrom: 'sm',
      cell: (person) => person.title,
    },
    {
      get header() {
        return contactsMessages.t('table.company');
      },
      cell: (person) =>
        person.companyId === null ? null : (
          <Anchor
            component={Link}
            to={`/companies/${person.companyId}`}
            size="sm"
            style={BREAK_ANYWHERE}
          >
            {person.company === ''
              ? contactsMessages.t('unnamedCompany', { id: person.companyId })
              : person.company}
          </Anchor>
        ),
    },
    {
      get header() {
        return contactsMessages.t('table.tags');
      },
      visibleFrom: 'md',
      cell: (person) => <TagChips tags={person.tags} />,
    },
  ],
};

/** One row per person (see ContactsTable); the company opens the company. */
export function PeopleTable(props: ContactTableProps<Person>) {
  return <ContactsTable kind={PERSON_TABLE} {...props} />;
}
