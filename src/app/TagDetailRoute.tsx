import { CompaniesTable } from '../features/contacts/CompaniesTable';
import { PeopleTable } from '../features/contacts/PeopleTable';
import { TagDetailPage } from '../features/tags/TagDetailPage';

/** `/tags/:name`: the tag page with the contacts feature's tables (composed here, so neither feature imports the other). */
export function TagDetailRoute() {
  return <TagDetailPage CompaniesTable={CompaniesTable} PeopleTable={PeopleTable} />;
}
