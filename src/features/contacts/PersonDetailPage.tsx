import { useApiClient } from '../../api/client/ApiClientProvider';
import { personQueries } from '../../api/people';
import type { Person } from '#xml/person';
import { ContactDetailRoute, type ContactDetailKind } from './ContactDetailRoute';
import { PersonDetails } from './PersonDetails';

/** `/people/:id`: a person, editable in place, with their company, communications and to-dos. */
export function PersonDetailPage() {
  const client = useApiClient();
  const kind: ContactDetailKind<Person> = {
    collection: 'people',
    listPath: '/people',
    query: (id) => personQueries.detail(client, id),
    render: (shown) => <PersonDetails person={shown.value} etag={shown.etag} />,
  };
  return <ContactDetailRoute kind={kind} />;
}
