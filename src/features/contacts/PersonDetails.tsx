import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { deletePerson, getPerson, updatePerson } from '../../api/people';
import type { Person, PersonWrite } from '#xml/person';
import type { EditableField } from '../../components/ConflictDialogForm';
import type { FieldValues } from '../../lib/editMerge';
import { ContactDetails, type ContactDetailsKind } from './ContactDetails';
import { personTitle } from './contactRecord';
import { useT } from '#i18n/useT';
import { translateWithNodes } from '#i18n/withNodes';
import { contactsMessages } from './messages';
import { recreatePerson } from './recreateOnDemand';
import { useTrackVisit } from '../../lib/recentVisits';
import { EmployerCard } from './recordPage/EmployerCard';
import { conflictTexts } from './recordPage/conflictTexts';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The company field's Autocomplete (Combobox, floating-ui) loads when the edit form opens.
const CompanyNameInput = lazyNamed(() => import('./CompanyNameInput'), 'CompanyNameInput');

type PersonField = 'firstName' | 'lastName' | 'title' | 'company' | 'notes';

const FIELDS: readonly EditableField<PersonField>[] = [
  {
    key: 'firstName',
    get label() {
      return contactsMessages.t('form.firstName');
    },
  },
  {
    key: 'lastName',
    get label() {
      return contactsMessages.t('form.lastName');
    },
  },
  {
    key: 'title',
    get label() {
      return contactsMessages.t('form.jobTitle');
    },
  },
  {
    key: 'company',
    get label() {
      return contactsMessages.t('form.company');
    },
    Input: CompanyNameInput,
  },
  {
    key: 'notes',
    get label() {
      return contactsMessages.t('form.notes');
    },
    multiline: true,
  },
];

/** The fields to send: the employer only when it changed (by name: an unknown name creates that company). */
function writeOf(values: FieldValues<PersonField>, before: FieldValues<PersonField>): PersonWrite {
  const input: PersonWrite = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title.trim(),
    notes: values.notes,
  };
  if (values.company.trim() !== before.company.trim()) input.company = values.company.trim();
  return input;
}

/** "Buyer at Acme", linking to the company; a hint when there is neither. */
function JobLine({ person }: { person: Person }) {
  const t = useT(contactsMessages);
  const company = person.companyId !== null && (
    <Anchor component={Link} to={`/companies/${person.companyId}`} underline="always">
      {person.company === '' ? t('unnamedCompany', { id: person.companyId }) : person.company}
    </Anchor>
  );
  return (
    <Text>
      {person.title !== '' &&
        (company === false
          ? person.title
          : translateWithNodes(t, 'person.jobAt', { company }, { title: person.title }))}
      {person.title === '' && company}
      {person.title === '' && person.companyId === null && (
        <Text span c="dimmed">
          {t('person.noJob')}
        </Text>
      )}
    </Text>
  );
}

const PERSON: ContactDetailsKind<PersonField, Person> = {
  noun: 'person',
  collection: 'people',
  listPath: '/people',
  pathOf: (id) => `/people/${id}`,
  fields: FIELDS,
  titleOf: personTitle,
  conflictTextsOf: (person) => conflictTexts('person', personTitle(person)),
  describe: personTitle,
  valuesOf: (person) => ({
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    company: person.company,
    notes: person.notes,
  }),
  patch: (person, values) => ({
    ...person,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title.trim(),
    notes: values.notes,
    company: values.company.trim(),
  }),
  save: (client, id, values, before, ifMatch) =>
    updatePerson(client, { id, input: writeOf(values, before), ifMatch }),
  load: getPerson,
  deleteRecord: deletePerson,
  recreate: recreatePerson,
  subtitle: (person) => <JobLine person={person} />,
};

/** The person's page (see ContactDetails): names, job title and company, their employer among the related cards. */
export function PersonDetails({ person, etag }: { person: Person; etag: string | null }) {
  useTrackVisit('people', person.id, personTitle(person));
  return (
    <ContactDetails
      kind={PERSON}
      record={person}
      etag={etag}
      related={<EmployerCard person={person} />}
    />
  );
}
