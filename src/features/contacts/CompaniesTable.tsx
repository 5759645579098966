import { contactsMessages } from './messages';
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
  get noun() {
    return contactsMessages.t('companies.noun');
  },
  titleOf: companyTitle,
  pathOf: (id) => `/companies/${id}`,
  columns: [
    {
      get header() {
        return contactsMessages.t('table.notes');
      },
      visibleFrom: 'sm',
      cell: (company) => (
        <Text size="sm" lineClamp={2} maw={360}>
          {company.notes}
        </Text>
      ),
    },
    {
      get header() {
        return contactsMessages.t('table.tags');
      },
      cell: (company) => <TagChips tags={company.tags} />,
    },
    {
      get header() {
        return contactsMessages.t('table.location');
      },
      visibleFrom: 'md',
      cell: primaryPlace,
    },
  ],
};

/** One row per company (see ContactsTable); a phone keeps the name and the tags. */
export function CompaniesTable(props: ContactTableProps<Company>) {
  return <ContactsTable kind={COMPANY_TABLE} {...props} />;
}
