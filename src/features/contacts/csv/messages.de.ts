import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  id: 'ID',
  name: 'Name',
  notes: 'Notizen',
  tags: 'Tags',
  email: 'E-Mail',
  phone: 'Telefon',
  city: 'Ort',
  state: 'Bundesland',
  country: 'Land',
  createdAt: 'Erstellt',
  updatedAt: 'Geändert',
  firstName: 'Vorname',
  lastName: 'Nachname',
  title: 'Position',
  company: 'Firma',
};
export default german;
