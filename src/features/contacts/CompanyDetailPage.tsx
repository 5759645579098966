import { useApiClient } from '../../api/client/ApiClientProvider';
import { companyQueries } from '../../api/companies';
import type { Company } from '#xml/company';
import { CompanyDetails } from './CompanyDetails';
import { ContactDetailRoute, type ContactDetailKind } from './ContactDetailRoute';

/** `/companies/:id`: a company, editable in place, with what hangs below it. */
export function CompanyDetailPage() {
  const client = useApiClient();
  const kind: ContactDetailKind<Company> = {
    collection: 'companies',
    listPath: '/companies',
    query: (id) => companyQueries.detail(client, id),
    render: (shown) => <CompanyDetails company={shown.value} etag={shown.etag} />,
  };
  return <ContactDetailRoute kind={kind} />;
}
