import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'nav.label': 'Import und Sicherung',
  'nav.import': 'CSV importieren',
  'nav.snapshot': 'Sicherung und Wiederherstellung',
};
export default german;
