import { contactsMessages } from './messages';
import { listCompaniesSorted } from '../../api/companies';
import type { Company } from '#xml/company';
import { BulkActionsBar } from './BulkActionsBar';
import { CompaniesTable } from './CompaniesTable';
import { ContactListPage, type ContactListKind } from './ContactListPage';
import { COMPANY_CSV } from './csv/contactCsv';
import { NewCompanyModal } from './NewCompanyModal';

const COMPANIES: ContactListKind<Company> = {
  sortKeys: ['name', 'updated_at', 'created_at'],
  collection: 'companies',
  fetchPage: listCompaniesSorted,
  csv: COMPANY_CSV,
  Table: CompaniesTable,
  bulkBar: (selected, clearSelection) => (
    <BulkActionsBar
      target={{ collection: 'companies', records: selected }}
      noun={contactsMessages.t('companies.noun')}
      onClearSelection={clearSelection}
    />
  ),
  NewModal: NewCompanyModal,
  pathOf: (id) => `/companies/${id}`,
};

/** The companies list (see ContactListPage); "New company" creates one. */
export function CompaniesListPage() {
  return <ContactListPage kind={COMPANIES} />;
}
