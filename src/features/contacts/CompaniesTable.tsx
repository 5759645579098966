import { Text } from '@mantine/core';
import type { Company } from '#xml/company';
import { TagChips } from './TagChips';
import { companyTitle } from './contactRecord';
import { ContactsTable, type ContactTableKind, type ContactTableProps } from './ContactsTable';

/** "City, Country" of the primary location (or the first one). */
function primaryPlace(company: Company): string {
  const location = company.locations.find((l) => l.primary) ?? company.locations[0];
  if (location === undefined) return '';
  return [location.city, location.country].filter((part) => part.trim() !== '').join(', ');
}

const COMPANY_TABLE: ContactTableKind<Company> = {
  noun: 'companies',
  titleOf: companyTitle,
  pathOf: (id) => `/companies/${id}`,
  columns: [
    {
      header: 'Notes',
      visibleFrom: 'sm',
      cell: (company) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {company.notes}
        </Text>
      ),
    },
    { header: 'Tags', cell: (company) => <TagChips tags={company.tags} /> },
    { header: 'Location', visibleFrom: 'md', cell: primaryPlace },
  ],
};

/** One row per company (see ContactsTable); a phone keeps the name and the tags. */
export function CompaniesTable(props: ContactTableProps<Company>) {
  return <ContactsTable kind={COMPANY_TABLE} {...props} />;
}
