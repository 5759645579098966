import { useLocalStorage } from '@mantine/hooks';
import type { ContactCollection } from '../../api/records';

/**
 * Whether a contact list shows its E-mail and Phone columns: off until the user turns them on,
 * then remembered per list in this browser (`crm.listContactDetails.companies` / `.people`).
 */
export function useContactDetailsColumns(
  collection: ContactCollection,
): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useLocalStorage<boolean>({
    key: `crm.listContactDetails.${collection}`,
    defaultValue: false,
    // Read at once, so the first render already has the remembered columns (no flash).
    getInitialValueInEffect: false,
    deserialize: (stored) => stored === 'true',
    serialize: (value) => String(value),
  });
  return [shown, setShown];
}
