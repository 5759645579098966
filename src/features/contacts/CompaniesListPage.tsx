import { listCompaniesSorted } from '../../api/companies';
import type { Company } from '#xml/company';
import { BulkActionsBar } from './BulkActionsBar';
import { CompaniesTable } from './CompaniesTable';
import { ContactListPage, type ContactListKind } from './ContactListPage';
import { COMPANY_CSV } from './csv/contactCsv';
import { NewCompanyModal } from './NewCompanyModal';

const COMPANIES: ContactListKind<Company> = {
  title: 'Companies',
  noun: 'companies',
  singular: 'company',
  namePlaceholder: 'e.g. Acme',
  sortKeys: ['name', 'updated_at', 'created_at'],
  collection: 'companies',
  fetchPage: listCompaniesSorted,
  csv: COMPANY_CSV,
  Table: CompaniesTable,
  bulkBar: (selected, clearSelection) => (
    <BulkActionsBar
      target={{ collection: 'companies', records: selected }}
      noun="companies"
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
