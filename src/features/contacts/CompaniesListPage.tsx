import { contactsMessages } from './messages';
import { listCompaniesSorted } from '../../api/companies';
import type { Company } from '#xml/company';
import { CompaniesTable } from './CompaniesTable';
import { ContactListPage, type ContactListKind } from './ContactListPage';
import { COMPANY_CSV } from './csv/contactCsv';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The bulk actions, shown once rows are selected, and the "New …" form bring Mantine's overlays
// (floating-ui, the Modal and Combobox families): loaded when first used, not with the list.
const BulkActionsBar = lazyNamed(() => import('./BulkActionsBar'), 'BulkActionsBar');
const NewCompanyModal = lazyNamed(() => import('./NewCompanyModal'), 'NewCompanyModal');

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
