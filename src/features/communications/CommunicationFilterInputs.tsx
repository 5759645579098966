import { NativeSelect } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { COMMUNICATION_TYPES } from '#xml/communication';
import { COMMUNICATION_TYPE_LABELS } from '../../lib/communicationTypeLabels';
import { ContactKindPicker } from '../../components/ContactKindPicker';
import { dateRangeErrors, filterType, type CommunicationFilters } from './communicationListSearch';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';

export interface CommunicationFilterInputsProps {
  filters: CommunicationFilters;
  setFilter: (key: keyof CommunicationFilters, value: string) => void;
  /** One filter under the other, as on a phone; else the cells of a grid. */
  phone: boolean;
}

/**
 * The list's filter fields, each writing to the URL. A reversed date range is flagged on both of
 * its fields, the message on the "until" one, and the list does not search with it.
 */
export function CommunicationFilterInputs({
  filters,
  setFilter,
  phone,
}: CommunicationFilterInputsProps) {
  const t = useT(communicationMessages);
  const rangeErrors = dateRangeErrors(filters);
  const dateInput = (key: keyof CommunicationFilters, label: string, error: string | boolean) => (
    <DateField
      label={label}
      value={filters[key]}
      error={error === false ? undefined : error}
      onChange={(value) => setFilter(key, value)}
    />
  );
  return (
    <>
      <NativeSelect
        label={t('filters.type')}
        value={filterType(filters) ?? ''}
        data={[
          { value: '', label: t('filters.allTypes') },
          ...COMMUNICATION_TYPES.map((type) => ({
            value: type,
            label: COMMUNICATION_TYPE_LABELS[type],
          })),
        ]}
        onChange={(event) => setFilter('ctype', event.currentTarget.value)}
      />
      {dateInput('createdSince', t('filters.createdFrom'), rangeErrors.created !== null)}
      {dateInput('createdBefore', t('filters.createdUntil'), rangeErrors.created ?? false)}
      {dateInput('updatedSince', t('filters.updatedFrom'), rangeErrors.updated !== null)}
      {dateInput('updatedBefore', t('filters.updatedUntil'), rangeErrors.updated ?? false)}
      {/* The API's contact_id takes a person or a company. Its name search needs room to show a
          whole name: the full width under the kind on a phone, two grid columns beside it elsewhere. */}
      <div style={phone ? undefined : { gridColumn: 'span 2' }}>
        <ContactKindPicker
          kindLabel={t('filters.contactKind')}
          label={t('filters.contact')}
          value={filters.contact}
          onChange={(id) => setFilter('contact', id)}
          stacked={phone}
        />
      </div>
    </>
  );
}
