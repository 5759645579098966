import { deleteCompany, getCompany, updateCompany } from '../../api/companies';
import type { Company } from '#xml/company';
import type { EditableField } from '../../components/ConflictDialogForm';
import { ContactDetails, type ContactDetailsKind } from './ContactDetails';
import { companyTitle } from './contactRecord';
import { contactsMessages } from './messages';
import { recreateCompany } from './recreateOnDemand';
import { useTrackVisit } from '../../lib/recentVisits';
import { PeopleCard } from './recordPage/PeopleCard';
import { conflictTexts } from './recordPage/conflictTexts';

type CompanyField = 'name' | 'notes';

const FIELDS: readonly EditableField<CompanyField>[] = [
  {
    key: 'name',
    get label() {
      return contactsMessages.t('form.name');
    },
    get missing() {
      return contactsMessages.t('form.missingName');
    },
  },
  {
    key: 'notes',
    get label() {
      return contactsMessages.t('form.notes');
    },
    multiline: true,
  },
];

const COMPANY: ContactDetailsKind<CompanyField, Company> = {
  noun: 'company',
  collection: 'companies',
  listPath: '/companies',
  pathOf: (id) => `/companies/${id}`,
  fields: FIELDS,
  titleOf: companyTitle,
  conflictTextsOf: (company) => conflictTexts('company', companyTitle(company)),
  describe: (company) => contactsMessages.t('company.describe', { name: companyTitle(company) }),
  valuesOf: (company) => ({ name: company.name, notes: company.notes }),
  patch: (company, values) => ({ ...company, name: values.name.trim(), notes: values.notes }),
  save: (client, id, values, _before, ifMatch) =>
    updateCompany(client, {
      id,
      input: { name: values.name.trim(), notes: values.notes },
      ifMatch,
    }),
  load: getCompany,
  deleteRecord: deleteCompany,
  recreate: recreateCompany,
};

/** The company's page (see ContactDetails): its name and notes, its people among the related cards. */
export function CompanyDetails({ company, etag }: { company: Company; etag: string | null }) {
  useTrackVisit('companies', company.id, companyTitle(company));
  return (
    <ContactDetails
      kind={COMPANY}
      record={company}
      etag={etag}
      related={<PeopleCard companyId={company.id} companyName={companyTitle(company)} />}
    />
  );
}
